import type { ReadModelFacts, ReadStore } from '@sb/platform';
import { READ_MODELS_GROUP, readModelCheckpoint, readParkedProjections } from '@sb/projectors';

/**
 * Every read model's checkpoint and whether it is parked, read from the read store (where the projectors
 * keep both), so any process that shares the store can report them: metrics and readiness.
 */
export const readModelFacts =
  (readStore: ReadStore, names: readonly string[], group = READ_MODELS_GROUP) =>
  async (): Promise<ReadModelFacts[]> => {
    const parked = new Set((await readParkedProjections(readStore)).map((record) => record.projection));
    return Promise.all(
      names.map(async (name) => ({
        name,
        checkpoint: await readStore.getCheckpoint(readModelCheckpoint(group, name)),
        parked: parked.has(name),
      })),
    );
  };
