import type Router from '@koa/router';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';
import { toPlayerPropDto } from './catalogue-dto.js';
import { pagePlayerProps, parsePropsQuery } from './player-props-page.js';

const scheduledProps = async (catalogue: CatalogueReader) => {
  const playerProps = [];
  for (const game of await catalogue.scheduledGames()) {
    const priced = (await catalogue.props(game.id))?.props ?? [];
    playerProps.push(...priced.map((prop) => toPlayerPropDto(game, prop)));
  }
  return playerProps;
};

/**
 * GET /api/player-props: props of scheduled games only, with totals of props and of events (the spec's answer).
 * With sport, search, propType, offset or limit in the query it answers one filtered page instead
 * (player-props-page.ts), so the Prop Builder never downloads every prop.
 */
export const playerPropsRoute = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) =>
  router.get('/api/player-props', async (ctx) => {
    const paging = parsePropsQuery(ctx.query);
    if (paging) {
      ctx.body = pagePlayerProps(await scheduledProps(catalogue), paging);
      return;
    }
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
