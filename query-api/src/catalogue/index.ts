import type Router from '@koa/router';
import type { ReadStore } from '@sb/platform';
import { createSnapshotCache } from '../http/snapshot.js';
import { catalogueReader } from './catalogue-reader.js';
import { eventsRoutes } from './events.route.js';
import { marketsRoute } from './markets.route.js';
import { playerPropsRoute } from './player-props.route.js';
import { eventDetailsRoute } from './event-details.route.js';
import { apiSportsRoutes } from './api-sports.route.js';

/** The catalogue queries. Public, as odds are on every sportsbook: they hold no player data. */
export const catalogueRoutes = (router: Router, store: ReadStore) => {
  const catalogue = catalogueReader(store);
  const snapshot = createSnapshotCache();
  eventsRoutes(router, catalogue, snapshot);
  marketsRoute(router, catalogue, snapshot);
  playerPropsRoute(router, catalogue, snapshot);
  eventDetailsRoute(router, catalogue);
  apiSportsRoutes(router, catalogue, snapshot);
};
