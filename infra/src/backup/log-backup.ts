import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/** The log's file in DATA_DIR (ports.ts opens it there); read models are rebuilt from it, so it is all a backup needs. */
export const LOG_FILE = 'events.sqlite';

const ALL_PAGES = 0x7fffffff;

/**
 * An online copy of the SQLite log: SQLite's backup API (through better-sqlite3) copies a consistent snapshot
 * while the stack keeps appending (one read transaction, which WAL lets writers run beside). The copy is
 * written beside `file` and renamed into place once complete and checked, so `file` is never half a backup.
 */
export const backupLog = async (dataDir: string, file: string) => {
  const source = join(dataDir, LOG_FILE);
  if (!existsSync(source)) throw new Error(`No log to back up: ${source} does not exist`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    // All remaining pages in one step: copied in steps, a stack appending all the time would restart it forever.
    const { totalPages } = await db.backup(partial, { progress: () => ALL_PAGES });
    const copied = checkedLog(partial);
    renameSync(partial, file);
    return { file, pages: totalPages, events: copied.events, headPosition: copied.headPosition };
  } finally {
    db.close();
    rmSync(partial, { force: true });
  }
};

/** Opens a log file read-only, runs SQLite's integrity check, and counts its events. */
export const checkedLog = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    if (!tables.includes('events')) throw new Error(`${file} is not a sportsbook log (no events table)`);
    const { events, headPosition } = db
      .prepare('SELECT count(*) AS events, coalesce(max(position), 0) AS headPosition FROM events')
      .get() as { events: number; headPosition: number };
    return { events, headPosition };
  } finally {
    db.close();
  }
};

/**
 * Restores a backup into a fresh DATA_DIR (absent or empty: a non-empty one is refused, nothing is overwritten).
 * Only the log is restored: the stack rebuilds every read model from it at its first start.
 */
export const restoreLog = async (file: string, dataDir: string) => {
  const checked = checkedLog(file);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`Refusing to restore into ${dataDir}: it is not empty (restore into a fresh DATA_DIR)`);
  }
  mkdirSync(dataDir, { recursive: true });
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(join(dataDir, LOG_FILE));
  } finally {
    backup.close();
  }
  return { dataDir, ...checked };
};
