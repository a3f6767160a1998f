import type { EventStore, Logger, Metrics, ReadStore, SessionStore, SessionUserLookup } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

export type QueryApiDeps = {
  readStore: ReadStore;
  /** The log, read only: the Audit page's ledger is the player's wallet stream as logged, not a copy of it. */
  eventLog: Pick<EventStore, 'readStream'>;
  progress: ProjectionProgress;
  sessions: SessionStore;
  lookupSessionUser: SessionUserLookup;
  /** cashOutMargin: CASH_OUT_MARGIN in basis points (9500 = 0.95); the domain's default when left out. */
  config: { trustProxy: boolean; minPositionWaitMs: number; cashOutMargin?: number };
  /** Access log (one line per request) and failures. */
  logger: Logger;
  /** HTTP series on the composition root's registry (GET /metrics); none in a bare app. */
  metrics?: Metrics;
};
