/**
 * The ReadStore port: collections of JSON documents keyed by `id`, shaped for the queries that read them.
 * Adapters: SQLite (JSON documents with expression indexes) and MongoDB. Both pass `read-store.contract.ts`.
 *
 * Idempotency: projections write through `put(doc, position)`, which skips a document whose stored `_position`
 * is already >= the event's position, so at-least-once delivery (Kafka) is harmless.
 */

export type Scalar = string | number | boolean | null;

/**
 * Operators may be combined on one field (`{ $gte: from, $lt: to }`); all must hold. Equality with `null`
 * also matches a missing field, `$ne` matches a missing field, and range operators only compare values of
 * the same kind (numbers with numbers, strings with strings), as MongoDB does. Conditions address scalar
 * fields: matching an element inside an array field is not part of the port.
 */
export type FieldOperators = {
  $in?: Scalar[];
  $ne?: Scalar;
  $lt?: Scalar;
  $lte?: Scalar;
  $gt?: Scalar;
  $gte?: Scalar;
};

export type FieldCondition = Scalar | FieldOperators;

/** Field paths may be dotted (`event.status`). All conditions must hold (AND). */
export type Filter = Record<string, FieldCondition>;

export type FindOptions = {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
};

export type Document = { id: string; [key: string]: unknown };

/** A stored document carries the log position of the last event applied to it. */
export type Stored<T extends Document> = T & { _position: number };

/** One write of `writeMany`: a put or a delete, each guarded by position exactly as `put` and `delete` are. */
export type DocumentWrite<T extends Document = Document> =
  { put: T; position: number } | { delete: string; position?: number };

export interface Collection<T extends Document = Document> {
  get(id: string): Promise<Stored<T> | null>;
  find(filter?: Filter, options?: FindOptions): Promise<Stored<T>[]>;
  count(filter?: Filter): Promise<number>;
  /** Inserts or replaces `doc` unless the stored copy has `_position >= position`. Returns whether it wrote. */
  put(doc: T, position: number): Promise<boolean>;
  /** Deletes the document unless the stored copy has `_position > position`. */
  delete(id: string, position?: number): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Many puts and deletes in one call (SQLite: prepared statements in a row; MongoDB: one bulkWrite), each
   * guarded as `put` / `delete` are. At most one write per id: their order is not kept.
   */
  writeMany(writes: readonly DocumentWrite<T>[]): Promise<void>;
  /** Declares a field queries filter or sort on; adapters create an index for it. Idempotent. */
  ensureIndex(field: string): Promise<void>;
  drop(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Checkpoint of a named projection (last log position fully applied), 0 when none. */
  getCheckpoint(projection: string): Promise<number>;
  setCheckpoint(projection: string, position: number): Promise<void>;
  /**
   * Runs `work` so that its writes and the checkpoint land together where the adapter can (SQLite: one
   * transaction). The work reads and writes through the store it is given: on SQLite, operations on this
   * store wait until the batch has ended, so a work that used it instead of its own would wait for itself.
   */
  batch<R>(work: (store: ReadStore) => Promise<R>): Promise<R>;
  /** True when a `batch` whose work throws leaves nothing written (SQLite). Absent or false: writes may persist. */
  readonly atomicBatch?: boolean;
  close(): Promise<void>;
}
