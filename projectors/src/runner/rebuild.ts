import type { EventStore, ReadStore } from '@sb/platform';
import type { Projection } from '../read-models/projection.js';
import { clearParked } from './parked-projections.js';
import { READ_MODELS_GROUP } from './projection-runner.js';
import { setReadModelCheckpoints } from './read-model-checkpoints.js';
import { recordReadModelVersions } from './read-model-versions.js';

const PAGE = 1000;

/**
 * Drops the given read models and replays the log into them. A subset is replayed up to the group's
 * checkpoint (the position every read model that is not parked reached) so it lines up with the read models that were not rebuilt; with `toHead` (rebuilding every
 * read model) the whole log is replayed and the checkpoint moves to its head. Run it while the runner is stopped.
 */
export const rebuildProjections = async ({
  eventStore,
  readStore,
  projections,
  group = READ_MODELS_GROUP,
  toHead = false,
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  group?: string;
  toHead?: boolean;
}) => {
  const upTo = toHead ? await eventStore.headPosition() : await readStore.getCheckpoint(group);
  for (const projection of projections) {
    for (const name of projection.collections) await readStore.collection(name).drop();
    await projection.setup(readStore);
  }
  let after = 0;
  let replayed = 0;
  for (;;) {
    const page = await eventStore.readAll({ afterPosition: after, maxCount: PAGE });
    const inRange = page.filter((event) => event.position <= upTo);
    await readStore.batch(async () => {
      for (const event of inRange) for (const projection of projections) await projection.apply(event, readStore);
    });
    replayed += inRange.length;
    const last = page[page.length - 1];
    if (!last || last.position >= upTo || page.length < PAGE) break;
    after = last.position;
  }
  for (const projection of projections) await clearParked(readStore, projection.name);
  const names = projections.map((projection) => projection.name);
  await setReadModelCheckpoints(readStore, group, names, upTo);
  await recordReadModelVersions(readStore, group, projections);
  if (toHead) await readStore.setCheckpoint(group, upTo);
  return { replayed, upTo };
};
