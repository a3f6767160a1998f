import { deserialize, serialize } from 'node:v8';
import type { EventStore } from '../event-store/event-store.js';
import type { StateSnapshot } from './handle-command.js';

/** How one decider's folded state is kept as a snapshot (see SnapshotStore). */
export type SnapshotPolicy<State> = {
  /** Names the fold and the encoding: a snapshot saved under another version is ignored. */
  version: string;
  /** A snapshot is saved each time the stream's length passes a multiple of `every` events. */
  every: number;
  /** The state as v8 can serialise it (its recursion follows nesting: no long linked lists). */
  encode(state: State): unknown;
  decode(encoded: unknown): State;
};

/**
 * The stream's saved snapshot as a starting point for its fold, or undefined when there is none, it was saved by
 * another version, or the log no longer holds the event it was taken at (a log restored from an older backup).
 * The returned last event is the log's own, so the hash chain continues from the hash the log recorded.
 */
export async function loadSnapshot<State>(
  store: EventStore,
  streamId: string,
  policy: SnapshotPolicy<State>,
): Promise<StateSnapshot<State> | undefined> {
  const stored = store.snapshots?.load(streamId);
  if (!stored || stored.version !== policy.version) return undefined;
  const { revision, id } = stored.lastEvent;
  const [atLog] = await store.readStream(streamId, { fromRevision: revision, maxCount: 1 });
  if (!atLog || atLog.id !== id || atLog.revision !== revision) return undefined;
  return { state: policy.decode(deserialize(stored.state)), lastEvent: atLog };
}

/**
 * Saves `folded` when the stream grew past a multiple of `every` since `fromRevision` (the revision of the state
 * the load started from, -1 for a fold from the start), so a long stream without a usable snapshot gets one on
 * its first load and then one per `every` events.
 */
export function saveSnapshotIfDue<State>(
  store: EventStore,
  streamId: string,
  policy: SnapshotPolicy<State>,
  fromRevision: number,
  folded: StateSnapshot<State>,
): boolean {
  const { snapshots } = store;
  const due =
    Math.floor((folded.lastEvent.revision + 1) / policy.every) > Math.floor((fromRevision + 1) / policy.every);
  if (!snapshots || !due) return false;
  const state = serialize(policy.encode(folded.state));
  snapshots.save(streamId, { version: policy.version, lastEvent: folded.lastEvent, state });
  return true;
}
