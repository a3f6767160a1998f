import type Router from '@koa/router';
import type { Context } from 'koa';
import type { MarketType } from '@sb/domain';
import type { CatalogueReader } from './catalogue-reader.js';
import type { SnapshotCache } from '../http/snapshot.js';
import { toMarketRow } from './catalogue-dto.js';

/** The spec's seven market types; period markets are served by the event details only. */
export const LISTED_MARKET_TYPES: readonly MarketType[] = [
  'moneyline',
  'spread',
  'totals',
  'spread_h1',
  'totals_h1',
  'team_total_home',
  'team_total_away',
];

/** GET /api/markets's answer: one row per game and listed market type, from the snapshot of the markets' version. */
export const marketsPoll = (catalogue: CatalogueReader, snapshot: SnapshotCache) => async (ctx: Context) => {
  const { markets } = await catalogue.versions();
  await snapshot(ctx, 'markets', markets, async () =>
    (await catalogue.allMarkets()).flatMap((board) =>
      board.markets.filter((m) => LISTED_MARKET_TYPES.includes(m.marketType)).map((m) => toMarketRow(board.id, m)),
    ),
  );
};

/** GET /api/markets. */
export const marketsRoute = (router: Router, catalogue: CatalogueReader, snapshot: SnapshotCache) =>
  router.get('/api/markets', marketsPoll(catalogue, snapshot));
