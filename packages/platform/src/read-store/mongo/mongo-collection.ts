import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { assertCollectionName, assertFieldPath } from '../names.js';
import { parseFilter, parseQuery } from '../query.js';
import type { Collection, Document, DocumentWrite, Filter, FindOptions, Stored } from '../read-store.js';
import { assertDocument, assertPosition } from '../writes.js';
import { toMongoFilter, toMongoSort } from './filter-to-mongo.js';

type MongoStored = { _id: string; _position: number; [key: string]: unknown };

const DUPLICATE_KEY = 11000;
const WITHOUT_ID = { projection: { _id: 0 } };

// By code rather than `instanceof MongoServerError`, which would load the driver when this module is imported.
const isDuplicateKey = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;

/** The per-operation failures of a bulkWrite (MongoBulkWriteError), read by shape so the driver is not loaded. */
const writeErrorsOf = (error: unknown): { index: number; code: number }[] | undefined => {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  if (writeErrors === undefined) return undefined;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.map((failure: { index?: unknown; code?: unknown }) => ({
    index: Number(failure.index),
    code: Number(failure.code),
  }));
};

/** Documents are stored with `_id` = id (and keep `id`, so filters on it read the same on both adapters). */
export function createMongoCollection<T extends Document>(db: Db, name: string): Collection<T> {
  const collection = db.collection<MongoStored>(assertCollectionName(name));

  /**
   * An upsert filtered on `_position < position` that finds no match inserts, and the insert hits the `_id`
   * index when a copy exists: either a newer or equal one (the guard did its job) or an older one inserted
   * by a concurrent upsert since. One retry tells them apart: the copy now exists, so the second attempt
   * replaces an older copy, and a second duplicate-key error means a newer or equal copy is stored.
   */
  async function replaceIfOlder(doc: T, position: number): Promise<boolean | 'duplicate'> {
    try {
      const replacement = { ...doc, _id: doc.id, _position: position };
      const result = await collection.replaceOne({ _id: doc.id, _position: { $lt: position } }, replacement, {
        upsert: true,
      });
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      if (isDuplicateKey(error)) return 'duplicate';
      throw error;
    }
  }

  /**
   * One unordered bulkWrite of guarded replaces and deletes. An upsert that loses to a stored copy fails with a
   * duplicate key (as in `replaceIfOlder`); those few are settled one by one through `put`, which tells a newer
   * stored copy (skip) from a concurrent insert of an older one (replace).
   */
  async function writeMany(writes: readonly DocumentWrite<T>[]): Promise<void> {
    const operations = writes.map((write): AnyBulkWriteOperation<MongoStored> => {
      if ('delete' in write) {
        const guard = write.position === undefined ? {} : { _position: { $lte: assertPosition(write.position) } };
        return { deleteOne: { filter: { _id: write.delete, ...guard } } };
      }
      assertDocument(write.put);
      const position = assertPosition(write.position);
      const replacement = { ...write.put, _id: write.put.id, _position: position };
      return {
        replaceOne: { filter: { _id: write.put.id, _position: { $lt: position } }, replacement, upsert: true },
      };
    });
    if (operations.length === 0) return;
    try {
      await collection.bulkWrite(operations, { ordered: false });
    } catch (error) {
      const failed = writeErrorsOf(error);
      if (!failed?.length || !failed.every((failure) => failure.code === DUPLICATE_KEY)) throw error;
      for (const { index } of failed) {
        const write = writes[index];
        if (write && 'put' in write) await put(write.put, write.position);
      }
    }
  }

  async function put(doc: T, position: number): Promise<boolean> {
    assertDocument(doc);
    assertPosition(position);
    const first = await replaceIfOlder(doc, position);
    if (first !== 'duplicate') return first;
    return (await replaceIfOlder(doc, position)) === true;
  }

  return {
    async get(id) {
      return (await collection.findOne({ _id: id }, WITHOUT_ID)) as unknown as Stored<T> | null;
    },
    async find(filter?: Filter, options?: FindOptions) {
      const query = parseQuery(filter, options);
      if (query.limit === 0) return [];
      const cursor = collection
        .find(toMongoFilter(query.conditions), WITHOUT_ID)
        .sort(toMongoSort(query.sort))
        .skip(query.skip);
      if (query.limit !== undefined) cursor.limit(query.limit);
      return (await cursor.toArray()) as unknown as Stored<T>[];
    },
    async count(filter?: Filter) {
      return collection.countDocuments(toMongoFilter(parseFilter(filter)));
    },
    put,
    writeMany,
    async delete(id, position) {
      const guard = position === undefined ? {} : { _position: { $lte: assertPosition(position) } };
      return (await collection.deleteOne({ _id: id, ...guard })).deletedCount > 0;
    },
    async deleteMany(filter) {
      return (await collection.deleteMany(toMongoFilter(parseFilter(filter)))).deletedCount;
    },
    async ensureIndex(field) {
      await collection.createIndex({ [assertFieldPath(field)]: 1 });
    },
    async drop() {
      await collection.drop();
    },
  };
}
