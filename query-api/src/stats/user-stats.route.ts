import type Router from '@koa/router';
import { cents, toDollars } from '@sb/domain';
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
});

/** GET /api/user/stats: the signed-in player's figures; the weekly window ends at `now()`. */
export const userStatsRoute = (router: Router, deps: QueryApiDeps, now: () => Date = () => new Date()) =>
  router.get('/api/user/stats', async (ctx) => {
    const stats = await playerStatsQueries(deps.readStore).playerStats(currentUser(ctx).id, now());
    ctx.body = toUserStatsDto(stats);
  });
