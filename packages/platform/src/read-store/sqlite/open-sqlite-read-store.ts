import Database from 'better-sqlite3';
import { startBackgroundCheckpoints } from '../../sqlite-checkpoints/index.js';
import type { Collection, Document, ReadStore } from '../read-store.js';
import { assertPosition } from '../writes.js';
import { createTransactionSerializer, type BatchScope } from './serialized-transactions.js';
import { createSqliteCollection } from './sqlite-collection.js';
import { createSqliteTables } from './sqlite-tables.js';

export type SqliteReadStoreOptions = {
  /** File path, or ':memory:' (tests). */
  path: string;
  /** Opens existing read models read-only (an audit beside a running stack): every write fails, nothing is created. */
  readonly?: boolean;
  /**
   * A thread of its own checkpoints the WAL (see sqlite-checkpoints/). Off for a second writer of the same file in
   * the process (the projector thread), whose commits then checkpoint as SQLite's do while the first one's thread
   * keeps the WAL short.
   */
  backgroundCheckpoints?: boolean;
};

/**
 * Read models as JSON documents in SQLite: one table per collection (see sqlite-tables.ts), checkpoints in
 * `read_store_checkpoints`, and `batch` as one transaction even though its work is async
 * (see serialized-transactions.ts): the work gets the store that writes in that transaction.
 */
export function openSqliteReadStore({
  path,
  readonly = false,
  backgroundCheckpoints = true,
}: SqliteReadStoreOptions): ReadStore {
  const db = new Database(path, { readonly, fileMustExist: readonly });
  db.pragma('busy_timeout = 5000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    // WAL + NORMAL never corrupts; a power cut may lose the last commits, which replaying the log restores.
    db.pragma('synchronous = NORMAL');
    // 64 MiB of page cache (the default is 2 MiB): a batch of many documents (a rebuild's flush) stays in memory
    // until its commit instead of spilling pages to the WAL half way. Only pages actually used take memory.
    db.pragma('cache_size = -65536');
    db.exec(
      'CREATE TABLE IF NOT EXISTS read_store_checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)',
    );
  }

  const checkpoints =
    readonly || !backgroundCheckpoints || path === ':memory:' ? undefined : startBackgroundCheckpoints(db, path);
  const tables = createSqliteTables(db);
  const serializer = createTransactionSerializer(db, () => tables.forgetAll());
  const readCheckpoint = db.prepare('SELECT position FROM read_store_checkpoints WHERE projection = ?');
  const writeCheckpoint = db.prepare(
    'INSERT INTO read_store_checkpoints (projection, position) VALUES (?, ?) ' +
      'ON CONFLICT (projection) DO UPDATE SET position = excluded.position',
  );

  /** The store as seen from `scope`: inside an open batch its operations run in the batch's transaction. */
  const storeIn = (scope?: BatchScope): ReadStore => ({
    atomicBatch: true,
    collection<T extends Document = Document>(name: string): Collection<T> {
      return createSqliteCollection<T>(name, tables, serializer, scope);
    },
    getCheckpoint(projection) {
      return serializer.run(
        () => (readCheckpoint.get(projection) as { position: number } | undefined)?.position ?? 0,
        scope,
      );
    },
    async setCheckpoint(projection, position) {
      assertPosition(position);
      return serializer.run(() => {
        writeCheckpoint.run(projection, position);
      }, scope);
    },
    batch: (work) => serializer.batch((inner) => work(storeIn(inner)), scope),
    async close() {
      await checkpoints?.stop();
      // Queued behind any open batch, so closing never cuts a transaction in half.
      return serializer.run(() => {
        db.close();
      });
    },
  });

  return storeIn();
}
