import type { ReadStore } from '@sb/platform';
import { setUpProjection, type Projection } from '../read-models/projection.js';
import { clearParked } from './parked-projections.js';
import { readModelCheckpoint } from './read-model-checkpoints.js';

const versionKey = (group: string, name: string) => `${readModelCheckpoint(group, name)}/version`;

/** A read model without a stated version is at version 1. */
const versionOf = (projection: Projection) => projection.version ?? 1;

/**
 * A read model whose documents were written by another version of its code (its shape or its rules changed) is
 * dropped and starts again from the first event: the runner's catch-up replays the log into it, so an upgrade
 * never serves documents of the old shape. A read model never written (checkpoint 0) only records its version.
 * Returns the names of the read models reset.
 */
export const resetOutdatedReadModels = async (
  readStore: ReadStore,
  group: string,
  projections: readonly Projection[],
): Promise<string[]> => {
  const reset: string[] = [];
  for (const projection of projections) {
    const key = versionKey(group, projection.name);
    const stored = await readStore.getCheckpoint(key);
    const wanted = versionOf(projection);
    if (stored === wanted) continue;
    const written = (await readStore.getCheckpoint(readModelCheckpoint(group, projection.name))) > 0;
    // Stores from before versions (no version recorded) hold version 1 documents.
    if (written && (stored !== 0 || wanted !== 1)) {
      for (const name of projection.collections) await readStore.collection(name).drop();
      await setUpProjection(projection, readStore);
      await clearParked(readStore, projection.name);
      await readStore.setCheckpoint(readModelCheckpoint(group, projection.name), 0);
      reset.push(projection.name);
    }
    await readStore.setCheckpoint(key, wanted);
  }
  return reset;
};

/** After a rebuild the rebuilt read models hold documents of their current version. */
export const recordReadModelVersions = async (
  readStore: ReadStore,
  group: string,
  projections: readonly Projection[],
) => {
  for (const projection of projections)
    await readStore.setCheckpoint(versionKey(group, projection.name), versionOf(projection));
};
