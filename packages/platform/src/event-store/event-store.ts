import type { SnapshotStore } from './snapshot-store.js';

/**
 * The EventStore port. Every adapter (SQLite, KurrentDB) passes the same contract suite
 * (`event-store.contract.ts`). Positions and revisions are plain numbers: stream revisions start at 0,
 * global log positions are strictly increasing (not necessarily contiguous) and always > 0.
 */

export type EventMetadata = {
  /** ISO-8601 time the fact was recorded by the deciding service. */
  at: string;
  /** User id, or 'system'. */
  actor: string;
  correlationId: string;
  causationId: string;
  /** Schema version of `data`. */
  schema: number;
  /** Hash chain, wallet streams only. */
  prevHash?: string;
  hash?: string;
  [key: string]: unknown;
};

export type NewEvent<Type extends string = string, Data = unknown> = {
  /** Optional client-chosen id (uuid); generated when absent. */
  id?: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = {
  id: string;
  streamId: string;
  /** 0-based revision inside the stream. */
  revision: number;
  /** Global log position, > 0, strictly increasing in log order. */
  position: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

/** 'any' skips the check; 'no_stream' requires the stream to be absent; 'stream_exists' requires at least one event; a number is the exact revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export type AppendResult = {
  /** Revision of the last event appended. */
  nextExpectedRevision: number;
  /** Global position of the last event appended. */
  position: number;
};

export type ReadStreamOptions = {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision (forwards default 0, backwards default the end). */
  fromRevision?: number;
  maxCount?: number;
};

export type ReadAllOptions = {
  /** Exclusive: events with a position strictly greater are returned. Default 0 (from the start). */
  afterPosition?: number;
  maxCount?: number;
};

export type SubscribeToAllOptions = {
  /** Exclusive checkpoint: delivery starts with the first event whose position is greater. */
  afterPosition?: number;
  /** Called once per event, in log order; the next event is delivered only after the promise settles. */
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  /** Called when the subscription fails and stops. */
  onError?: (error: unknown) => void;
};

export type Subscription = {
  /** Resolves once no more events will be delivered. */
  stop(): Promise<void>;
};

export interface EventStore {
  /**
   * Appends all events atomically, or none. Throws ExpectedVersionConflict on a revision mismatch (never a vendor
   * error), RangeError when `events` is empty.
   */
  append(streamId: string, events: readonly NewEvent[], expectedRevision?: ExpectedRevision): Promise<AppendResult>;
  /** Returns [] when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  /** Position of the last event in the log, 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
  /** Folded states kept beside the log (snapshot-store.ts), when the adapter keeps them. */
  readonly snapshots?: SnapshotStore;
}

export class ExpectedVersionConflict extends Error {
  override readonly name = 'ExpectedVersionConflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, -1 when the stream does not exist, undefined when unknown. */
    readonly actual: number | undefined,
  ) {
    super(`Expected revision ${String(expected)} on ${streamId}, found ${actual === undefined ? 'unknown' : actual}`);
  }
}
