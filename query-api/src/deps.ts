import type { ReadStore, SessionTokens, SessionUserLookup } from '@sb/platform';
import type { ProjectionProgress } from '@sb/projectors';

export type QueryApiDeps = {
  readStore: ReadStore;
  progress: ProjectionProgress;
  tokens: SessionTokens;
  lookupSessionUser: SessionUserLookup;
  config: { trustProxy: boolean; minPositionWaitMs: number };
  logger: { error: (message: string, meta?: Record<string, unknown>) => void };
};
