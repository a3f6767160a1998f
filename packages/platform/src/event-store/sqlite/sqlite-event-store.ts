import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { EventStore, Subscription } from '../event-store.js';
import { startBackgroundCheckpoints } from '../../sqlite-checkpoints/index.js';
import { AppendSignal } from './append-signal.js';
import { watchOtherConnections } from './other-connections-watch.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';
import { createGroupCommit } from './group-commit.js';
import { createRecentRows } from './recent-rows.js';
import { createAppend } from './sqlite-append.js';
import { applyPragmas, createSchema } from './sqlite-schema.js';
import { createSqliteSnapshots } from './sqlite-snapshots.js';
import { NO_LIMIT, prepareStatements, toRecordedEvent } from './sqlite-statements.js';

export type SqliteEventStoreOptions = {
  /** File path, or ':memory:' for a store that lives as long as the process. */
  path: string;
  /** Opens an existing log read-only (an auditor's reader beside a running stack): appends fail, nothing is created. */
  readonly?: boolean;
  /**
   * Wakes the subscriptions within this many ms of a commit made by another connection to the file (another
   * process writing the same log: other-connections-watch.ts). Off by default: a store that is the file's only
   * writer, or whose owner tells it of other commits with `wake`, needs no polling.
   */
  watchOtherConnectionsMs?: number;
};

/**
 * The SQLite store's own signals, for a second connection to the same file in another thread of the process
 * (the embedded stack's projector thread): the writer tells of each commit, the reader's subscriptions are woken
 * with `wake` instead of by appends of their own.
 */
export type SqliteEventStore = EventStore & {
  /** Calls `listener` after each commit of this store's appends (and each `wake`); returns the unregister function. */
  onAppended(listener: () => void): () => void;
  /** Wakes this store's subscriptions to read the table: another connection has appended. */
  wake(): void;
};

/**
 * Creates the log's file with its schema (in WAL mode) when it is not there yet, so a process that only reads the
 * log (opening it read-only, which needs the file) may start before the one that writes it.
 */
export function ensureSqliteEventLog(path: string): void {
  if (existsSync(path)) return;
  const db = new Database(path);
  try {
    applyPragmas(db);
    createSchema(db);
  } finally {
    db.close();
  }
}

/**
 * The embedded event store: one SQLite file, one `events` table. better-sqlite3 is synchronous, so every read
 * finishes its database work before returning its promise. Appends are committed in groups: those asked in the
 * same turn of the event loop go into one transaction at its end (group-commit.ts), each still checked against
 * its own expected revision.
 */
export function openSqliteEventStore({
  path,
  readonly = false,
  watchOtherConnectionsMs,
}: SqliteEventStoreOptions): SqliteEventStore {
  const db = new Database(path, { readonly, fileMustExist: readonly });
  if (readonly) db.pragma('busy_timeout = 5000');
  else {
    applyPragmas(db);
    createSchema(db);
  }
  const checkpoints = readonly || path === ':memory:' ? undefined : startBackgroundCheckpoints(db, path);
  const statements = prepareStatements(db);
  const appended = new AppendSignal();
  const recent = createRecentRows();
  const groupCommit = createGroupCommit(createAppend(db, statements), (rows) => {
    recent.add(rows);
    appended.notify();
  });
  const subscriptions = new Set<Subscription>();
  let closed = false;
  const snapshots = readonly ? undefined : createSqliteSnapshots(db);
  // Another connection's commit leaves a gap after this store's own tail, which `recent` cannot see: forgotten, the
  // tail sends the next read to the table.
  const watch =
    watchOtherConnectionsMs === undefined
      ? undefined
      : watchOtherConnections(db, {
          intervalMs: watchOtherConnectionsMs,
          active: () => subscriptions.size > 0,
          onCommitted: () => {
            recent.forget();
            appended.notify();
          },
        });

  /** What subscriptions read: the tail this store appended from memory, anything else from the table. */
  const readAfter = (position: number, maxCount: number) =>
    (recent.after(position, maxCount) ?? statements.readAll(position, maxCount)).map(toRecordedEvent);

  return {
    ...(snapshots ? { snapshots } : {}),
    async append(streamId, events, expectedRevision = 'any') {
      if (events.length === 0) throw new RangeError(`append to ${streamId} needs at least one event`);
      return groupCommit.append({ streamId, events, expected: expectedRevision });
    },

    async readStream(streamId, { direction = 'forwards', fromRevision, maxCount = NO_LIMIT } = {}) {
      const rows =
        direction === 'forwards'
          ? statements.readForwards(streamId, fromRevision ?? 0, maxCount)
          : statements.readBackwards(streamId, fromRevision ?? Number.MAX_SAFE_INTEGER, maxCount);
      return rows.map(toRecordedEvent);
    },

    async readAll({ afterPosition = 0, maxCount = NO_LIMIT } = {}) {
      return statements.readAll(afterPosition, maxCount).map(toRecordedEvent);
    },

    subscribeToAll(options) {
      if (closed) throw new Error('subscribeToAll on a closed event store');
      const subscription = startCatchUpSubscription(
        { readAfter, onAppend: (listener) => appended.listen(listener) },
        options,
      );
      const tracked: Subscription = {
        stop: async () => {
          subscriptions.delete(tracked);
          await subscription.stop();
        },
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async headPosition() {
      return statements.headPosition.get()?.head ?? 0;
    },

    onAppended: (listener) => appended.listen(listener),

    wake: () => appended.notify(),

    async close() {
      if (closed) return;
      closed = true;
      watch?.stop();
      groupCommit.flush();
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await checkpoints?.stop();
      db.close();
    },
  };
}
