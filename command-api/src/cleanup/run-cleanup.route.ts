import type Router from '@koa/router';
import { currentUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';
import { runCleanup } from './run-cleanup.js';

/** POST /api/cleanup/run: answers {stats: {gamesDeleted, marketsDeleted, propsDeleted}}. */
export const runCleanupRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/cleanup/run', async (ctx) => {
    const { position, stats } = await runCleanup(deps, eventMetadata(ctx, deps, currentUser(ctx).id));
    answerWithPosition(ctx, position, 200, { success: true, stats });
  });
