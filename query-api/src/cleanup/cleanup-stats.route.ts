import type Router from '@koa/router';
import { previewCleanup } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';

/** GET /api/cleanup/stats: what a cleanup now would remove {finalGames, oldScheduledGames, totalGamesToDelete}. */
export const cleanupStatsRoute = (router: Router, deps: QueryApiDeps) =>
  router.get('/api/cleanup/stats', async (ctx) => {
    const { finalGames, oldScheduledGames } = await previewCleanup(deps.readStore, new Date());
    ctx.body = {
      finalGames: finalGames.length,
      oldScheduledGames: oldScheduledGames.length,
      totalGamesToDelete: finalGames.length + oldScheduledGames.length,
    };
  });
