import type { Logger, Metrics, ReadStore, SessionStore, SessionUserLookup } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

export type QueryApiDeps = {
  readStore: ReadStore;
  progress: ProjectionProgress;
  sessions: SessionStore;
  lookupSessionUser: SessionUserLookup;
  config: { trustProxy: boolean; minPositionWaitMs: number };
  /** Access log (one line per request) and failures. */
  logger: Logger;
  /** HTTP series on the composition root's registry (GET /metrics); none in a bare app. */
  metrics?: Metrics;
};
