import type Router from '@koa/router';
import type { Context } from 'koa';
import type { RefreshResult } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition } from '../handling/request-context.js';

/**
 * A provider failure is a 502 with success false and the reason, and the catalogue stays as it was
 * (the ingester appends nothing from a failed fetch). The admin screen shows 'Refresh Failed' either way.
 */
const answer = async <S extends { eventsAppended: number }>(
  ctx: Context,
  deps: CommandApiDeps,
  result: RefreshResult<S>,
) => {
  if (!result.success) {
    ctx.status = 502;
    ctx.type = 'application/problem+json';
    ctx.body = { type: 'about:blank', title: 'Bad Gateway', status: 502, success: false, error: result.reason };
    return;
  }
  const { eventsAppended: _appended, ...stats } = result.stats;
  answerWithPosition(ctx, await deps.eventStore.headPosition(), 200, { success: true, stats });
};

/** POST /api/admin/refresh-game-props and /refresh-player-props: an on-demand refresh with its statistics. */
export const refreshOddsRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/admin/refresh-game-props', async (ctx) => answer(ctx, deps, await deps.oddsFeed.refreshGames()));
  router.post('/api/admin/refresh-player-props', async (ctx) => answer(ctx, deps, await deps.oddsFeed.refreshProps()));
};
