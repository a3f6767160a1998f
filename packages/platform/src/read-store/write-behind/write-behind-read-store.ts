import type { Collection, Document, ReadStore } from '../read-store.js';
import { assertPosition } from '../writes.js';
import { createWriteBehindCollection, type WriteBehindCollection } from './write-behind-collection.js';

export type WriteBehindReadStore = ReadStore & {
  /** Writes every document changed and every checkpoint set since the last flush, then forgets them. */
  flush(): Promise<void>;
};

/**
 * A write-behind overlay over a read store: reads are answered from the overlay first (a document is read from
 * the store once, then kept), puts and deletes land in the overlay, and `flush` writes each changed document
 * once, with the checkpoints set meanwhile. Many events folded between two flushes cost one write per document
 * instead of one per event, and no JSON is parsed or stringified for a document the overlay already holds.
 *
 * `find`, `count` and `deleteMany` first write the collection's changes to the store, so a query sees them.
 * Those writes and the flush must land in one transaction, or a failure half way would leave documents ahead
 * of their checkpoint: use it inside a batch of a store with atomic batches (`batchWriteBehind`).
 * Memory: everything read or written since the last flush is held; the caller bounds it by flushing.
 */
export function createWriteBehindReadStore(store: ReadStore): WriteBehindReadStore {
  const collections = new Map<string, WriteBehindCollection>();
  const checkpoints = new Map<string, number>();

  const flush = async () => {
    for (const collection of collections.values()) await collection.flush();
    for (const [projection, position] of checkpoints) await store.setCheckpoint(projection, position);
    checkpoints.clear();
  };

  const overlay: WriteBehindReadStore = {
    // Its `batch` joins the caller's: it is not a transaction of its own.
    atomicBatch: false,
    collection<T extends Document = Document>(name: string): Collection<T> {
      let collection = collections.get(name);
      if (!collection) {
        collection = createWriteBehindCollection(store.collection(name));
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    async getCheckpoint(projection) {
      return checkpoints.get(projection) ?? store.getCheckpoint(projection);
    },
    async setCheckpoint(projection, position) {
      checkpoints.set(projection, assertPosition(position));
    },
    batch: (work) => work(overlay),
    flush,
    /** Flushes, then closes the store underneath. */
    async close() {
      await flush();
      await store.close();
    },
  };
  return overlay;
}

/**
 * Runs `work` against a write-behind overlay inside one batch of `store` and flushes it there, so everything
 * the work wrote, checkpoints included, commits together or not at all. A store without atomic batches
 * (MongoDB) runs the work on itself in a plain batch: there the order of single writes is what makes a crash
 * half way harmless (see the projections), and an overlay's flush would not keep it.
 */
export function batchWriteBehind<R>(store: ReadStore, work: (store: ReadStore) => Promise<R>): Promise<R> {
  if (!store.atomicBatch) return store.batch(work);
  return store.batch(async (transaction) => {
    const overlay = createWriteBehindReadStore(transaction);
    const result = await work(overlay);
    await overlay.flush();
    return result;
  });
}
