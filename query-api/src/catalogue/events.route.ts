import type Router from '@koa/router';
import type { Context } from 'koa';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';
import { toEventDto } from './catalogue-dto.js';

/** GET /api/events's answer: every listed game, by start time, from the snapshot of the games' version. */
export const eventsPoll = (catalogue: CatalogueReader, snapshot: SnapshotCache) => async (ctx: Context) => {
  const { games } = await catalogue.versions();
  await snapshot(ctx, 'events', games, async () => (await catalogue.games()).map(toEventDto));
};

/** GET /api/events and GET /api/events/live-status. */
export const eventsRoutes = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) => {
  router.get('/api/events', eventsPoll(catalogue, snapshot));
  router.get('/api/events/live-status', async (ctx) => {
    ctx.body = { hasLiveGames: (await catalogue.liveGameCount()) > 0 };
  });
};
