import type Router from '@koa/router';
import { cents, invalid, isTimeZone, toDollars } from '@sb/domain';
import { currentUser } from '@sb/platform';
import { playerStatsQueries, type PlayerStats } from '@sb/projectors';
import type { TUserStatsDto } from '@sb/contracts';
import type { QueryApiDeps } from '../deps.js';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

/** Wins over decided bets: pushes and voids returned the stake, so they are neither a win nor a loss. */
export const winRatePercent = (wins: number, losses: number) =>
  wins + losses === 0 ? 0 : Math.round((wins * 1000) / (wins + losses)) / 10;

export const toUserStatsDto = (stats: PlayerStats): TUserStatsDto => ({
  totalBets: stats.totalBets,
  totalWagered: dollars(stats.totalWageredCents),
  netProfitLoss: dollars(stats.netProfitLossCents),
  winRate: winRatePercent(stats.totalWins, stats.totalLosses),
  totalWins: stats.totalWins,
  totalLosses: stats.totalLosses,
  totalCashedOut: stats.totalCashedOut,
  weeklyProfitLoss: dollars(stats.weeklyProfitLossCents),
  weeklyDays: stats.weeklyDays.map(({ date, profitLossCents }) => ({ date, profitLoss: dollars(profitLossCents) })),
});

const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone such as Europe/London';

/** The player's time zone from `?timeZone=`; UTC when the client sends none. */
const timeZoneOf = (value: unknown): string => {
  if (value === undefined) return 'UTC';
  if (typeof value !== 'string' || !isTimeZone(value)) throw invalid(TIME_ZONE_MESSAGE);
  return value;
};

/**
 * GET /api/user/stats[?timeZone=Europe/Paris]: the signed-in player's figures; the week is the seven days of the
 * player's time zone ending with today (at `now()`), one bucket per day, and weeklyProfitLoss is their sum.
 */
export const userStatsRoute = (router: Router, deps: QueryApiDeps, now: () => Date = () => new Date()) =>
  router.get('/api/user/stats', async (ctx) => {
    const timeZone = timeZoneOf(ctx.query.timeZone);
    const stats = await playerStatsQueries(deps.readStore).playerStats(currentUser(ctx).id, now(), timeZone);
    ctx.body = toUserStatsDto(stats);
  });
