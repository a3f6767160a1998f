import {
  createFeedIngester,
  createOddsProvider,
  startFeedSchedule,
  type EventStore,
  type FeedLogger,
  type OddsFeedConfig,
  type OddsProvider,
} from '@sb/platform';

/**
 * The odds feed beside the command side (both append to the log): the configured provider (The Odds API with
 * ODDS_API_KEY, else the simulator), the ingester the admin refresh routes share, and the schedule
 * (ODDS_REFRESH_SECONDS; 0 = only on demand). With several command-api replicas, run the schedule on one; a
 * concurrent refresh would only lose an optimistic-concurrency race and append nothing.
 */
export const startOddsFeed = ({
  config,
  eventStore,
  logger,
  provider = createOddsProvider(config, { logger }),
}: {
  config: OddsFeedConfig;
  eventStore: EventStore;
  logger: FeedLogger;
  provider?: OddsProvider;
}) => {
  const ingester = createFeedIngester({ store: eventStore, provider, logger });
  const schedule =
    config.refreshSeconds > 0
      ? startFeedSchedule({
          ingester,
          refreshSeconds: config.refreshSeconds,
          liveRefreshSeconds: config.liveRefreshSeconds,
          logger,
        })
      : undefined;
  return { ingester, stop: async () => schedule?.stop() };
};
