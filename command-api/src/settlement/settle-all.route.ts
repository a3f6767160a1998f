import type Router from '@koa/router';
import type { CommandApiDeps } from '../deps.js';
import { currentUser } from '@sb/platform';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

/**
 * POST /api/settlement/all: take the feed's latest results onto the log, then settle every pending bet whose
 * games are all decided. Answers {gamesFinalized, betsSettled, betsWon, betsLost}. Every settlement carries this
 * request's metadata (the acting admin in metadata.request.adminId, see recordActingAdmin), so the audit trail
 * names who settled.
 */
export const settleAllRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/settlement/all', async (ctx) => {
    // A failed refresh is logged and counted by the feed itself (sb_odds_feed_refresh_failures_total); the
    // bets whose games the log already decided are settled all the same.
    await deps.oddsFeed.refreshGames();
    const run = await deps.bets.settleEverythingDecidable(eventMetadata(ctx, deps, currentUser(ctx).id));
    answerWithPosition(ctx, await deps.eventStore.headPosition(), 200, run);
  });
