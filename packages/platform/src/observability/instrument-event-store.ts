import { performance } from 'node:perf_hooks';
import { ExpectedVersionConflict, type EventStore, type NewEvent } from '../event-store/event-store.js';
import type { Metrics } from './metrics.js';

/** The business series read off what was appended: a bet is a BetPlaced, a casino round a CasinoRoundStarted. */
const countBusinessFacts = (metrics: Metrics, events: readonly NewEvent[]) => {
  for (const event of events) {
    const data = event.data as { betMode?: unknown; game?: unknown } | null;
    if (event.type === 'BetPlaced') metrics.betsPlaced.inc({ mode: String(data?.betMode ?? 'unknown') });
    if (event.type === 'CasinoRoundStarted') metrics.casinoRounds.inc({ game: String(data?.game ?? 'unknown') });
  }
};

/**
 * The same EventStore, measured: every append is counted by outcome and timed, the events it wrote are
 * counted, and the log head is what sb_log_position reports. Reads and subscriptions pass straight through.
 */
export const instrumentEventStore = (store: EventStore, metrics: Metrics): EventStore => {
  metrics.observe({ logPosition: () => store.headPosition() });
  return {
    ...(store.snapshots ? { snapshots: store.snapshots } : {}),
    async append(streamId, events, expectedRevision) {
      const started = performance.now();
      try {
        const result = await store.append(streamId, events, expectedRevision);
        metrics.appends.inc({ outcome: 'ok' });
        metrics.appendedEvents.inc(events.length);
        countBusinessFacts(metrics, events);
        return result;
      } catch (error) {
        metrics.appends.inc({ outcome: error instanceof ExpectedVersionConflict ? 'conflict' : 'error' });
        throw error;
      } finally {
        metrics.appendDuration.observe((performance.now() - started) / 1000);
      }
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
};
