import type Router from '@koa/router';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';
import { toPlayerPropDto } from './catalogue-dto.js';

/** GET /api/player-props: props of scheduled games only, with totals of props and of events. */
export const playerPropsRoute = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) =>
  router.get('/api/player-props', async (ctx) => {
    const { games, props } = await catalogue.versions();
    // Positions only grow, so the larger of the two changes whenever either list changes.
    await snapshot(ctx, 'player-props', Math.max(games, props), async () => {
      const playerProps = [];
      let totalEvents = 0;
      for (const game of await catalogue.scheduledGames()) {
        const priced = (await catalogue.props(game.id))?.props ?? [];
        if (priced.length > 0) totalEvents += 1;
        playerProps.push(...priced.map((prop) => toPlayerPropDto(game, prop)));
      }
      return { playerProps, totalProps: playerProps.length, totalEvents };
    });
  });
