import type Router from '@koa/router';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';
import { toEventDto } from './catalogue-dto.js';

/** GET /api/events (every listed game, by start time) and GET /api/events/live-status. */
export const eventsRoutes = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) => {
  router.get('/api/events', async (ctx) => {
    const { games } = await catalogue.versions();
    await snapshot(ctx, 'events', games, async () => (await catalogue.games()).map(toEventDto));
  });
  router.get('/api/events/live-status', async (ctx) => {
    ctx.body = { hasLiveGames: (await catalogue.liveGameCount()) > 0 };
  });
};
