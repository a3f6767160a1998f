import { z } from 'zod';

/** Answers of the bet queries, shared by the query API and the web apps. Money in dollars. */

/** 'cashed_out': the player took the cash out offer before the games ended (payout = the offer). */
const ZBetStatus = z.enum(['pending', 'won', 'lost', 'push', 'void', 'cashed_out']);
export type TBetStatus = z.infer<typeof ZBetStatus>;

/** A leg in the spec's shape (id, marketType, selection, line, americanOdds, event{awayTeam, homeTeam}) and more. */
const ZBetLeg = z
  .object({
    id: z.string(),
    eventId: z.string(),
    marketType: z.string(),
    selection: z.string(),
    line: z.number().nullable(),
    americanOdds: z.number(),
    propId: z.string().nullable(),
    playerName: z.string().nullable(),
    outcome: z
      .enum(['won', 'lost', 'push', 'void'])
      .nullable()
      .meta({ description: 'How settlement judged the leg; null while pending or when an admin set the outcome.' }),
    event: z.object({
      sport: z.string(),
      league: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      scheduledAt: z.string(),
    }),
  })
  .meta({ id: 'BetLeg' });
export type TBetLegDto = z.infer<typeof ZBetLeg>;

/** GET /api/bets/:userId (spec section 3 "Bet"), plus what the dashboard table and the admin need. */
export const ZBet = z
  .object({
    id: z.string(),
    betMode: z.enum(['single', 'parlay']),
    balanceType: z.enum(['cash', 'freePlay']),
    status: ZBetStatus,
    stake: z.number(),
    potentialPayout: z.number(),
    payout: z.number().nullable().meta({ description: 'What the bet returned, stake included; null while pending.' }),
    combinedOdds: z.number(),
    placedAt: z.string(),
    settledAt: z.string().nullable(),
    legs: z.array(ZBetLeg),
  })
  .meta({ id: 'Bet' });
export type TBetDto = z.infer<typeof ZBet>;

/** The admin lists say whose bet it is. */
export const ZAdminBet = ZBet.extend({ userId: z.string(), username: z.string() }).meta({ id: 'AdminBet' });
export type TAdminBetDto = z.infer<typeof ZAdminBet>;

/** One local day of the week: its date ('2025-01-06') and the P/L settled during it, in dollars. */
const ZWeeklyDay = z.object({ date: z.string(), profitLoss: z.number() }).meta({ id: 'WeeklyDay' });
export type TWeeklyDayDto = z.infer<typeof ZWeeklyDay>;

/** GET /api/user/stats (spec section 3 "User stats"). */
export const ZUserStatsResponse = z
  .object({
    totalBets: z.number().int(),
    totalWagered: z.number(),
    netProfitLoss: z.number(),
    winRate: z.number(),
    totalWins: z.number().int(),
    totalLosses: z.number().int(),
    totalCashedOut: z
      .number()
      .int()
      .meta({ description: 'Bets the player cashed out: neither a win nor a loss in winRate.' }),
    weeklyProfitLoss: z.number().meta({ description: 'The P/L of the seven days of weeklyDays: exactly their sum.' }),
    weeklyDays: z.array(ZWeeklyDay).meta({
      description: 'The last seven days in the time zone the client sent (?timeZone=, UTC without it), oldest first.',
    }),
  })
  .meta({ id: 'UserStats' });
export type TUserStatsDto = z.infer<typeof ZUserStatsResponse>;

export const ZUserStatsQuery = z.object({
  timeZone: z.string().optional().meta({ description: "The player's IANA time zone; UTC without one." }),
});
