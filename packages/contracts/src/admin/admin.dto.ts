/** Answers of the admin commands and queries the admin app reads, shared by the APIs and mf-admin. Money in dollars. */

export type TBookmakerBreakdownDto = { dkAndFd: number; dkOnly: number; fdOnly: number };

/** POST /api/admin/refresh-game-props: `stats`. */
export type TGamePropsStatsDto = {
  totalEvents: number;
  eventsWithOdds: number;
  eventsWithoutOdds: number;
  durationSeconds: number;
  bookmakerBreakdown: TBookmakerBreakdownDto;
};

/** POST /api/admin/refresh-player-props: `stats`. */
export type TPlayerPropsStatsDto = {
  totalProps: number;
  durationSeconds: number;
  propsBySport: Record<string, number>;
  bookmakerBreakdown?: TBookmakerBreakdownDto;
};

/** POST /api/admin/refresh-game-props and /refresh-player-props. */
export type TRefreshResponseDto<Stats> = { success: boolean; stats: Stats };

/** POST /api/settlement/all. */
export type TSettlementResultDto = { gamesFinalized: number; betsSettled: number; betsWon: number; betsLost: number };

/** GET /api/cleanup/stats. */
export type TCleanupStatsDto = { finalGames: number; oldScheduledGames: number; totalGamesToDelete: number };

/** POST /api/cleanup/run. */
export type TCleanupRunResultDto = {
  success: boolean;
  stats: { gamesDeleted: number; marketsDeleted: number; propsDeleted: number };
};

/** POST /api/admin/users/:id/balance. */
export type TBalanceAdjustmentDto = { success: boolean; balance: number; freePlayBalance: number };
