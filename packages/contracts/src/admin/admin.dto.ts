import { z } from 'zod';

/** Answers of the admin commands and queries the admin app reads, shared by the APIs and mf-admin. Money in dollars. */

const ZBookmakerBreakdown = z.object({ dkAndFd: z.number().int(), dkOnly: z.number().int(), fdOnly: z.number().int() });
export type TBookmakerBreakdownDto = z.infer<typeof ZBookmakerBreakdown>;

/** POST /api/admin/refresh-game-props: `stats`. */
const ZGamePropsStats = z.object({
  totalEvents: z.number().int(),
  eventsWithOdds: z.number().int(),
  eventsWithoutOdds: z.number().int(),
  durationSeconds: z.number(),
  bookmakerBreakdown: ZBookmakerBreakdown,
});
export type TGamePropsStatsDto = z.infer<typeof ZGamePropsStats>;

/** POST /api/admin/refresh-player-props: `stats`. */
const ZPlayerPropsStats = z.object({
  totalProps: z.number().int(),
  durationSeconds: z.number(),
  propsBySport: z.record(z.string(), z.number().int()),
  bookmakerBreakdown: ZBookmakerBreakdown.optional(),
});
export type TPlayerPropsStatsDto = z.infer<typeof ZPlayerPropsStats>;

const refreshResponse = <Stats extends z.ZodType>(stats: Stats) => z.object({ success: z.boolean(), stats });
export const ZGamePropsRefreshResponse = refreshResponse(ZGamePropsStats).meta({ id: 'GamePropsRefresh' });
export const ZPlayerPropsRefreshResponse = refreshResponse(ZPlayerPropsStats).meta({ id: 'PlayerPropsRefresh' });
/** POST /api/admin/refresh-game-props and /refresh-player-props. */
export type TRefreshResponseDto<Stats> = z.infer<ReturnType<typeof refreshResponse<z.ZodType<Stats>>>>;

/** POST /api/settlement/all. */
export const ZSettlementResult = z
  .object({
    gamesFinalized: z.number().int(),
    betsSettled: z.number().int(),
    betsWon: z.number().int(),
    betsLost: z.number().int(),
  })
  .meta({ id: 'SettlementResult' });
export type TSettlementResultDto = z.infer<typeof ZSettlementResult>;

/** GET /api/cleanup/stats. */
export const ZCleanupStats = z
  .object({ finalGames: z.number().int(), oldScheduledGames: z.number().int(), totalGamesToDelete: z.number().int() })
  .meta({ id: 'CleanupStats' });
export type TCleanupStatsDto = z.infer<typeof ZCleanupStats>;

/** POST /api/cleanup/run. */
export const ZCleanupRunResult = z
  .object({
    success: z.boolean(),
    stats: z.object({
      gamesDeleted: z.number().int(),
      marketsDeleted: z.number().int(),
      propsDeleted: z.number().int(),
    }),
  })
  .meta({ id: 'CleanupRunResult' });
export type TCleanupRunResultDto = z.infer<typeof ZCleanupRunResult>;

/** POST /api/admin/users/:id/balance. */
export const ZBalanceAdjustment = z
  .object({ success: z.boolean(), message: z.string(), balance: z.number(), freePlayBalance: z.number() })
  .meta({ id: 'BalanceAdjustment' });
export type TBalanceAdjustmentDto = z.infer<typeof ZBalanceAdjustment>;

const nullableTime = z.string().nullable();

/** GET /api/admin/odds-refresh/quota: the paid odds provider's quota and refresh plan (`quota` null with the simulator). */
const ZOddsQuota = z.object({
  provider: z.string(),
  dailyBudget: z.number().meta({ description: 'ODDS_API_DAILY_BUDGET.' }),
  spentLast24Hours: z.number(),
  spentLastHour: z.number(),
  remaining: z.number().nullable().meta({ description: "x-requests-remaining of the provider's last answer." }),
  used: z.number().nullable().meta({ description: "x-requests-used of the provider's last answer." }),
  reportedAt: nullableTime,
  recordedAt: z.string().meta({ description: 'When the feed last recorded this.' }),
  plan: z.array(
    z.object({
      call: z.string(),
      subject: z.string(),
      what: z.string(),
      tier: z.enum(['live', 'soon', 'today', 'far']),
      everyMinutes: z.number().nullable().meta({ description: 'null: not asked again.' }),
      lastAt: nullableTime,
      nextAt: nullableTime,
      estimatedCost: z.number(),
    }),
  ),
  skipped: z
    .array(z.object({ at: z.string(), message: z.string() }))
    .meta({ description: 'The last refreshes skipped and calls deferred to stay within the budget, newest first.' }),
});
export type TOddsQuotaDto = z.infer<typeof ZOddsQuota>;
export const ZOddsQuotaAnswer = z.object({ quota: ZOddsQuota.nullable() }).meta({ id: 'OddsQuotaAnswer' });
export type TOddsQuotaAnswerDto = z.infer<typeof ZOddsQuotaAnswer>;
