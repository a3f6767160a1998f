import type { Collection, Document, ReadStore } from '../read-store.js';
import { assertPosition } from '../writes.js';
import { createMongoCollection } from './mongo-collection.js';

export type MongoReadStoreOptions = { url: string; dbName: string };

type CheckpointDoc = { _id: string; position: number };

/**
 * Read models in MongoDB, one collection per read model, checkpoints in `checkpoints`.
 *
 * `batch` just runs its work: on a standalone server there are no multi-document transactions, so a failure
 * half way leaves the writes made so far. That is safe because every write is guarded by position and the
 * checkpoint is saved last: after a crash the projector resumes from the old checkpoint, re-applies the same
 * events, and the writes that already landed are skipped as not newer.
 */
export async function openMongoReadStore({ url, dbName }: MongoReadStoreOptions): Promise<ReadStore> {
  // Loaded here, not at import time, so the embedded stack never loads the MongoDB driver.
  const { MongoClient } = await import('mongodb');
  const client = await new MongoClient(url).connect();
  const db = client.db(dbName);
  const checkpoints = db.collection<CheckpointDoc>('checkpoints');

  const store: ReadStore = {
    atomicBatch: false,
    collection<T extends Document = Document>(name: string): Collection<T> {
      return createMongoCollection<T>(db, name);
    },
    async getCheckpoint(projection) {
      return (await checkpoints.findOne({ _id: projection }))?.position ?? 0;
    },
    async setCheckpoint(projection, position) {
      assertPosition(position);
      await checkpoints.updateOne({ _id: projection }, { $set: { position } }, { upsert: true });
    },
    batch: (work) => work(store),
    close: () => client.close(),
  };
  return store;
}
