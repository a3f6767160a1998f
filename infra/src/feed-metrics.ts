import { performance } from 'node:perf_hooks';
import type { FeedIngester, Metrics } from '@sb/platform';

/**
 * The odds feed's ingester, measured: every refresh timed by kind and outcome, failures counted, and how many
 * failed in a row since the last success (what readiness looks at).
 */
export const instrumentFeed = (ingester: FeedIngester, metrics: Metrics) => {
  let consecutiveFailures = 0;
  const timed = async <Result extends { success: boolean }>(kind: string, refresh: () => Promise<Result>) => {
    const started = performance.now();
    const result = await refresh();
    const outcome = result.success ? 'ok' : 'failed';
    metrics.feedRefreshDuration.observe({ kind, outcome }, (performance.now() - started) / 1000);
    if (result.success) consecutiveFailures = 0;
    else {
      consecutiveFailures += 1;
      metrics.feedRefreshFailures.inc({ kind });
    }
    metrics.feedConsecutiveFailures.set(consecutiveFailures);
    return result;
  };
  const measured: FeedIngester = {
    ...ingester,
    refreshGames: (options) =>
      timed(options?.scope === 'live' ? 'live' : 'games', () => ingester.refreshGames(options)),
    refreshProps: (options) => timed('props', () => ingester.refreshProps(options)),
  };
  return { ingester: measured, consecutiveFailures: () => consecutiveFailures };
};
