import type { ReadStore } from '@sb/platform';

/**
 * Each read model has its own checkpoint, `<group>/<name>`, so one that fails stops alone. The group's own
 * checkpoint (`<group>`) is what readers poll: the position every read model that is not parked has reached.
 */
export const readModelCheckpoint = (group: string, projection: string) => `${group}/${projection}`;

const perReadModelMarker = (group: string) => `${group}/per-read-model`;

/**
 * The read models' checkpoints. Read models stored before checkpoints were per read model (no marker yet)
 * all start from the group's checkpoint, which they had all reached together.
 */
export const loadReadModelCheckpoints = async (readStore: ReadStore, group: string, names: readonly string[]) => {
  const checkpoints = new Map<string, number>();
  if ((await readStore.getCheckpoint(perReadModelMarker(group))) === 0) {
    const shared = await readStore.getCheckpoint(group);
    await readStore.batch(async (store) => {
      for (const name of names) await store.setCheckpoint(readModelCheckpoint(group, name), shared);
      await store.setCheckpoint(perReadModelMarker(group), 1);
    });
  }
  for (const name of names) checkpoints.set(name, await readStore.getCheckpoint(readModelCheckpoint(group, name)));
  return checkpoints;
};

/**
 * After a rebuild the rebuilt read models stand at `position`. Without the marker every read model still
 * follows the group's checkpoint, which the rebuild lined up with, so there is nothing to write.
 */
export const setReadModelCheckpoints = async (
  readStore: ReadStore,
  group: string,
  names: readonly string[],
  position: number,
) => {
  if ((await readStore.getCheckpoint(perReadModelMarker(group))) === 0) return;
  for (const name of names) await readStore.setCheckpoint(readModelCheckpoint(group, name), position);
};
