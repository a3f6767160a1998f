import type { RecordedEvent } from './event-store.js';

/**
 * A stream's folded state as of one of its events, kept beside the log so that a command loading a long stream
 * reads only the events after it. `version` names the code that folded and encoded `state`: a snapshot written by
 * other code is never used. A snapshot is a cache of the log, never a fact: dropping every one changes nothing but
 * the time a cold load takes.
 */
type StoredSnapshot = {
  version: string;
  /** The last event the state reflects, as recorded (metadata included: its hash continues a hash chain). */
  lastEvent: RecordedEvent;
  /** The encoded state (the policy's encode, then v8 serialisation). */
  state: Uint8Array;
};

/** Where snapshots live: one per stream, the newest replacing the one before. */
export type SnapshotStore = {
  load(streamId: string): StoredSnapshot | undefined;
  save(streamId: string, snapshot: StoredSnapshot): void;
};
