import { batchWriteBehind, type EventStore, type ReadStore, type RecordedEvent } from '@sb/platform';
import { setUpProjection, type Projection } from '../read-models/projection.js';
import { clearParked } from './parked-projections.js';
import { READ_MODELS_GROUP } from './projection-runner.js';
import { setReadModelCheckpoints } from './read-model-checkpoints.js';
import { recordReadModelVersions } from './read-model-versions.js';

const PAGE = 5000;
/**
 * Events folded in memory between two writes of the read models (see batchWriteBehind). On the scale bench's
 * 1,000,004-event log: 42-43 s and a peak RSS of 550-630 MiB, against 49-51 s and 375-381 MiB every 20,000 events
 * (fewer commits, and fewer rewrites of each player's documents).
 */
export const REBUILD_FLUSH_EVERY = 100_000;

export type RebuildProgress = { replayed: number; position: number; upTo: number };

/**
 * Drops the given read models and replays the log into them. A subset is replayed up to the group's
 * checkpoint (the position every read model that is not parked reached) so it lines up with the read models that
 * were not rebuilt; with `toHead` (rebuilding every read model) the whole log is replayed and the checkpoint moves
 * to its head. Run it while the runner is stopped.
 *
 * Events are folded through a write-behind overlay and written every `flushEvery` events: each document changed
 * in those events is written once, in one transaction with the rebuilt read models' checkpoints (and the group's,
 * which cannot be ahead of them). The drop also sets those checkpoints to 0, so a rebuild stopped half way (a
 * crash, Ctrl-C) is not mistaken for a finished one: the runner's next start resumes it from the last flush.
 */
export const rebuildProjections = async ({
  eventStore,
  readStore,
  projections,
  group = READ_MODELS_GROUP,
  toHead = false,
  flushEvery = REBUILD_FLUSH_EVERY,
  onFlush,
}: {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  group?: string;
  toHead?: boolean;
  flushEvery?: number;
  /** Called after each flush (progress lines; specs stop a rebuild there). */
  onFlush?: (progress: RebuildProgress) => void | Promise<void>;
}) => {
  const upTo = toHead ? await eventStore.headPosition() : await readStore.getCheckpoint(group);
  const names = projections.map((projection) => projection.name);
  await readStore.batch(async (store) => {
    for (const projection of projections) {
      for (const name of projection.collections) await store.collection(name).drop();
      await setUpProjection(projection, store);
    }
    await setReadModelCheckpoints(store, group, names, 0);
    await store.setCheckpoint(group, 0);
  });

  let after = 0;
  let replayed = 0;
  let page: RecordedEvent[] = [];
  let next = 0;
  /** The log's next event up to `upTo`, read a page at a time; undefined at the end. */
  const nextEvent = async (): Promise<RecordedEvent | undefined> => {
    if (next === page.length) {
      page = (await eventStore.readAll({ afterPosition: after, maxCount: PAGE })).filter((e) => e.position <= upTo);
      next = 0;
    }
    const event = page[next];
    if (event) {
      next += 1;
      after = event.position;
    }
    return event;
  };

  for (let done = false; !done;) {
    done = await batchWriteBehind(readStore, async (store) => {
      let applied = 0;
      for (let event = await nextEvent(); event; event = applied < flushEvery ? await nextEvent() : undefined) {
        for (const projection of projections) await projection.apply(event, store);
        applied += 1;
      }
      replayed += applied;
      const finished = applied < flushEvery || after >= upTo;
      const position = finished ? upTo : after;
      await setReadModelCheckpoints(store, group, names, position);
      await store.setCheckpoint(group, position);
      return finished;
    });
    await onFlush?.({ replayed, position: done ? upTo : after, upTo });
  }
  for (const projection of projections) await clearParked(readStore, projection.name);
  await recordReadModelVersions(readStore, group, projections);
  return { replayed, upTo };
};
