import type Router from '@koa/router';
import type { ReadStore } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';
import { createSnapshotCache } from '../http/snapshot.js';
import { catalogueReader } from './catalogue-reader.js';
import { versionsByProgress } from './versions-by-progress.js';
import { eventsPoll, eventsRoutes } from './events.route.js';
import { marketsPoll, marketsRoute } from './markets.route.js';
import type { HotPoll } from './hot-polls.js';
import { playerPropsRoute } from './player-props.route.js';
import { eventDetailsRoute } from './event-details.route.js';
import { apiSportsRoutes } from './api-sports.route.js';

/**
 * The catalogue queries. Public, as odds are on every sportsbook: they hold no player data. Returns the hot
 * lists' answers by path, for answerHotPolls (hot-polls.ts), sharing the routes' snapshots.
 */
export const catalogueRoutes = (
  router: Router,
  store: ReadStore,
  progress: ProjectionProgress,
): ReadonlyMap<string, HotPoll> => {
  const reader = catalogueReader(store);
  const catalogue = { ...reader, versions: versionsByProgress(reader.versions, progress) };
  const snapshot = createSnapshotCache();
  eventsRoutes(router, catalogue, snapshot);
  marketsRoute(router, catalogue, snapshot);
  playerPropsRoute(router, catalogue, snapshot);
  eventDetailsRoute(router, catalogue);
  apiSportsRoutes(router, catalogue, snapshot);
  return new Map([
    ['/api/events', eventsPoll(catalogue, snapshot)],
    ['/api/markets', marketsPoll(catalogue, snapshot)],
  ]);
};
