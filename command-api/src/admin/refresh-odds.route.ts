import type Router from '@koa/router';
import type { Context } from 'koa';
import { oddsRefreshStreamId, type OddsRefreshRequested } from '@sb/domain';
import { currentUser, type RefreshResult } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

type Feed = OddsRefreshRequested['data']['feed'];

/** The admin's request and its outcome, one fact in the log: the audit trail's "who refreshed the odds, when". */
const recordRefresh = async <S extends { eventsAppended: number }>(
  ctx: Context,
  deps: CommandApiDeps,
  feed: Feed,
  result: RefreshResult<S>,
) => {
  const data: OddsRefreshRequested['data'] = result.success
    ? { feed, success: true, stats: result.stats, reason: null }
    : { feed, success: false, stats: null, reason: result.reason };
  const event: OddsRefreshRequested = { type: 'OddsRefreshRequested', data };
  const metadata = eventMetadata(ctx, deps, currentUser(ctx).id);
  const { position } = await deps.eventStore.append(
    oddsRefreshStreamId(deps.newId()),
    [{ ...event, metadata }],
    'no_stream',
  );
  return position;
};

/**
 * A provider failure is a 502 with success false and the reason, and the catalogue stays as it was
 * (the ingester appends nothing from a failed fetch). The admin screen shows 'Refresh Failed' either way.
 */
const answer = async <S extends { eventsAppended: number }>(
  ctx: Context,
  deps: CommandApiDeps,
  feed: Feed,
  result: RefreshResult<S>,
) => {
  const position = await recordRefresh(ctx, deps, feed, result);
  if (!result.success) {
    ctx.status = 502;
    ctx.type = 'application/problem+json';
    ctx.body = { type: 'about:blank', title: 'Bad Gateway', status: 502, success: false, error: result.reason };
    return;
  }
  const { eventsAppended: _appended, ...stats } = result.stats;
  answerWithPosition(ctx, position, 200, { success: true, stats });
};

/** POST /api/admin/refresh-game-props and /refresh-player-props: an on-demand refresh with its statistics. */
export const refreshOddsRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/admin/refresh-game-props', async (ctx) =>
    answer(ctx, deps, 'games', await deps.oddsFeed.refreshGames()),
  );
  router.post('/api/admin/refresh-player-props', async (ctx) =>
    answer(ctx, deps, 'props', await deps.oddsFeed.refreshProps()),
  );
};
