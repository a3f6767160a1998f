import type { Database } from 'better-sqlite3';

/** How long a writer waits for another connection's lock before SQLITE_BUSY (another process on the same file). */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * WAL lets readers (subscriptions, queries) run while a writer commits; synchronous=NORMAL in WAL mode keeps
 * every commit atomic and durable against a process crash (only an OS crash can lose the last commits), at a
 * fraction of the fsync cost of FULL.
 */
export function applyPragmas(db: Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * One table is the whole log. AUTOINCREMENT (rather than a plain rowid) guarantees a position is never reused,
 * even after the last row is deleted, and because SQLite has a single writer the position order is also the
 * commit order: a reader that has seen position N can never later find a committed event below N.
 */
export function createSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position  INTEGER PRIMARY KEY AUTOINCREMENT,
      id        TEXT    NOT NULL UNIQUE,
      stream_id TEXT    NOT NULL,
      revision  INTEGER NOT NULL,
      type      TEXT    NOT NULL,
      data      TEXT    NOT NULL CHECK (json_valid(data)),
      metadata  TEXT    NOT NULL CHECK (json_valid(metadata)),
      UNIQUE (stream_id, revision)
    );
  `);
}
