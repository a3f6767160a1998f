import type { ReadStore, SessionStore, SessionUserLookup } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

export type QueryApiDeps = {
  readStore: ReadStore;
  progress: ProjectionProgress;
  sessions: SessionStore;
  lookupSessionUser: SessionUserLookup;
  config: { trustProxy: boolean; minPositionWaitMs: number };
  logger: { error: (message: string, meta?: Record<string, unknown>) => void };
};
