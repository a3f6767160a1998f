import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Whether another process has this SQLite file open: a running stack keeps a WAL connection (and its shared
 * memory lock) for as long as it runs, so an exclusive lock cannot be taken. Takes the lock for an instant and
 * writes nothing.
 */
export function sqliteFileInUse(path: string): boolean {
  if (!existsSync(path)) return false;
  const probe = new Database(path, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    probe.close();
  }
}
