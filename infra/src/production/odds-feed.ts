import {
  createFeedIngester,
  createSimulatedOddsProvider,
  startFeedSchedule,
  type EventStore,
  type FeedLogger,
  type OddsProvider,
} from '@sb/platform';
import type { FeedConfig } from './production-config.js';

/**
 * The odds feed of the production stack, in the command API's process: the feed is a writer of the log like
 * the command side, and the admin refresh routes need the same ingester, so its refreshes never interleave
 * with the schedule's. With several command-api replicas, run the schedule on one (ODDS_REFRESH_SECONDS=0
 * on the others); a concurrent refresh would only lose an optimistic-concurrency race and append nothing.
 */
export const startOddsFeed = ({
  feed,
  eventStore,
  logger,
  provider = createSimulatedOddsProvider({ seed: feed.seed, speed: feed.speed }),
}: {
  feed: FeedConfig;
  eventStore: EventStore;
  logger: FeedLogger;
  provider?: OddsProvider;
}) => {
  const ingester = createFeedIngester({ store: eventStore, provider, logger });
  const schedule =
    feed.refreshSeconds > 0
      ? startFeedSchedule({
          ingester,
          refreshSeconds: feed.refreshSeconds,
          liveRefreshSeconds: feed.liveRefreshSeconds,
          logger,
        })
      : undefined;
  return { ingester, stop: async () => schedule?.stop() };
};
