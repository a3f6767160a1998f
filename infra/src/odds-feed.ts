import { instrumentFeed } from './feed-metrics.js';
import {
  createFeedIngester,
  createOddsProvider,
  createWorkerFeedIngester,
  startFeedSchedule,
  type EventStore,
  type FeedLogger,
  type Metrics,
  type OddsFeedConfig,
  type OddsProvider,
} from '@sb/platform';

/**
 * The odds feed beside the command side (both append to the log): the configured provider (The Odds API with
 * ODDS_API_KEY, else the simulator), the ingester the admin refresh routes share, and the schedule
 * (ODDS_REFRESH_SECONDS; 0 = only on demand). With several command-api replicas, run the schedule on one; a
 * concurrent refresh would only lose an optimistic-concurrency race and append nothing.
 *
 * The configured provider quotes and the ingester decides in a worker thread (ODDS_FEED_WORKER, default on), so a
 * full refresh does not hold the thread that answers requests; a provider handed in (specs) runs in the process.
 */
export const startOddsFeed = ({
  config,
  eventStore,
  logger,
  provider,
  metrics,
}: {
  config: OddsFeedConfig;
  eventStore: EventStore;
  logger: FeedLogger;
  provider?: OddsProvider;
  /** Refresh durations and failures (sb_odds_feed_*); also what readiness reads as failures in a row. */
  metrics?: Metrics;
}) => {
  const worker =
    !provider && config.inWorker ? createWorkerFeedIngester({ store: eventStore, config, logger }) : undefined;
  const raw =
    worker ??
    createFeedIngester({ store: eventStore, provider: provider ?? createOddsProvider(config, { logger }), logger });
  const measured = metrics ? instrumentFeed(raw, metrics) : undefined;
  const ingester = measured?.ingester ?? raw;
  const schedule =
    config.refreshSeconds > 0
      ? startFeedSchedule({
          ingester,
          refreshSeconds: config.refreshSeconds,
          liveRefreshSeconds: config.liveRefreshSeconds,
          logger,
        })
      : undefined;
  return {
    ingester,
    consecutiveFailures: () => measured?.consecutiveFailures() ?? 0,
    stop: async () => {
      await schedule?.stop();
      await worker?.close();
    },
  };
};
