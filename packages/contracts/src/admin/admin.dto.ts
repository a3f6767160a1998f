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

/** GET /api/admin/odds-refresh/quota: the paid odds provider's quota and refresh plan (`quota` null with the simulator). */
export type TOddsQuotaDto = {
  provider: string;
  /** ODDS_API_DAILY_BUDGET. */
  dailyBudget: number;
  spentLast24Hours: number;
  spentLastHour: number;
  /** x-requests-remaining and x-requests-used of the provider's last answer, and when it came. */
  remaining: number | null;
  used: number | null;
  reportedAt: string | null;
  /** When the feed last recorded this. */
  recordedAt: string;
  plan: {
    call: string;
    subject: string;
    what: string;
    tier: 'live' | 'soon' | 'today' | 'far';
    /** null: not asked again. */
    everyMinutes: number | null;
    lastAt: string | null;
    nextAt: string | null;
    estimatedCost: number;
  }[];
  /** The last refreshes skipped and calls deferred to stay within the budget, newest first. */
  skipped: { at: string; message: string }[];
};
export type TOddsQuotaAnswerDto = { quota: TOddsQuotaDto | null };
