import { z } from 'zod';
import type { TRegisterResponse } from '../accounts/credentials.js';
import type { TPlaceBetResponse } from '../bets/place-bet.js';
import type { TUserStatsDto } from '../bets/bet.dto.js';

/**
 * Answers with a zod schema of their own, each checked against its TypeScript type below (a schema that drifts
 * from the type the apps use fails to compile). The other answers are described by name in the document.
 */
export const ZProblem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    error: z.string().meta({ description: 'The text the user sees.' }),
    code: z.string().optional().meta({ description: "A domain error's stable code (bet_not_decidable, ...)." }),
  })
  .meta({ id: 'Problem' });

export const ZRegisterResponse = z.object({ message: z.string(), userId: z.string() }).meta({ id: 'RegisterResponse' });

export const ZPlaceBetResponse = z
  .object({ betId: z.string(), potentialPayout: z.number(), betIds: z.array(z.string()) })
  .meta({ id: 'PlaceBetResponse' });

const ZWeeklyDay = z.object({ date: z.string(), profitLoss: z.number() }).meta({ id: 'WeeklyDay' });

export const ZUserStatsResponse = z
  .object({
    totalBets: z.number().int(),
    totalWagered: z.number(),
    netProfitLoss: z.number(),
    winRate: z.number(),
    totalWins: z.number().int(),
    totalLosses: z.number().int(),
    totalCashedOut: z.number().int(),
    weeklyProfitLoss: z.number(),
    weeklyDays: z.array(ZWeeklyDay),
  })
  .meta({ id: 'UserStats' });

export const ZUserStatsQuery = z.object({
  timeZone: z.string().optional().meta({ description: "The player's IANA time zone; UTC without one." }),
});

/** Compile-time: schema and type say the same thing, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T => true as T;
agree<Same<z.infer<typeof ZRegisterResponse>, TRegisterResponse>>();
agree<Same<z.infer<typeof ZPlaceBetResponse>, TPlaceBetResponse>>();
agree<Same<z.infer<typeof ZUserStatsResponse>, TUserStatsDto>>();
