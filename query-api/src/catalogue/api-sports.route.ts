import type Router from '@koa/router';
import { baseballLeagues, toApiSportsNbaGame, toApiSportsNbaOdds } from '@sb/platform';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';

/**
 * The NBA and Baseball Leagues screens read the API-Sports shapes (spec section 3). NBA games and odds are
 * the catalogue's own NBA games, so those screens agree with the sportsbook.
 */
export const apiSportsRoutes = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) => {
  router.get('/api/nba/games', async (ctx) => {
    const { games } = await catalogue.versions();
    await snapshot(ctx, 'nba-games', games, async () =>
      (await catalogue.gamesOfSport('NBA')).map(({ id, result, ...game }) =>
        toApiSportsNbaGame({ ...game, gameId: id, periodScores: result?.periodScores ?? [] }),
      ),
    );
  });
  router.get('/api/nba/odds', async (ctx) => {
    const { games, markets } = await catalogue.versions();
    await snapshot(ctx, 'nba-odds', Math.max(games, markets), async () => {
      const odds = [];
      for (const game of await catalogue.gamesOfSport('NBA')) {
        const board = (await catalogue.markets(game.id))?.markets ?? [];
        if (board.length > 0) odds.push(toApiSportsNbaOdds(game.id, board));
      }
      return odds;
    });
  });
  router.get('/api/baseball-leagues', (ctx) => {
    ctx.body = baseballLeagues({ currentSeason: new Date().getUTCFullYear() });
  });
};
