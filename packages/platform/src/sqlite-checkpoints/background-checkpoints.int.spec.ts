import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newEvent } from '../event-store/contract/contract-fixtures.js';
import { openSqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { openSqliteReadStore } from '../read-store/sqlite/open-sqlite-read-store.js';
import { startBackgroundCheckpoints } from './background-checkpoints.js';

const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** About 2 MiB of rows: ~500 pages of WAL, under the 1,000 at which SQLite's writer would checkpoint itself. */
const TEXT = 'x'.repeat(4000);
const ROWS = 500;

const fileSize = (path: string) => statSync(path).size;

/** Polls `holds` every 20 ms until it does, for up to 20 s (a busy machine starts a worker thread slowly). */
async function eventually(holds: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!holds() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Polls until the database file (not its WAL) is at least `bytes` long, for up to 20 s. */
async function databaseFileReaches(path: string, bytes: number) {
  await eventually(() => fileSize(path) >= bytes);
  return fileSize(path);
}

const openWal = (path: string) => {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  return db;
};

const writeRows = (db: Database.Database) => {
  const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
  // One transaction: ~500 WAL frames (committed one by one, each row would also rewrite the table's root page).
  db.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) insert.run(TEXT);
  })();
};

describe('background WAL checkpoints', () => {
  it("copies committed pages into the database file on the checkpointer's thread, the writer's own checkpoint left as a backstop", async () => {
    const path = join(dir, 'worker.db');
    const db = openWal(path);
    const checkpoints = startBackgroundCheckpoints(db, path, { intervalMs: 20, startAfterMs: 0 });
    await eventually(() => checkpoints.state === 'running');
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(16_384);
    const before = fileSize(path);
    writeRows(db);

    expect(await databaseFileReaches(path, 2_000_000)).toBeGreaterThan(before + 1_900_000);
    await eventually(() => checkpoints.pagesCheckpointed >= ROWS);
    expect(checkpoints.pagesCheckpointed).toBeGreaterThanOrEqual(ROWS);
    // Ten more checkpoints with nothing written: pages already in the file are not counted again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checkpoints.pagesCheckpointed).toBeLessThan(2 * ROWS);
    await checkpoints.stop();
    db.close();
  });

  it("leaves the WAL as it is without the checkpointer (the control: 500 pages are under SQLite's own threshold)", async () => {
    const path = join(dir, 'control.db');
    const db = openWal(path);
    const before = fileSize(path);
    writeRows(db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fileSize(path)).toBe(before);
    db.close();
  });

  it('gives the writer its checkpoints back when the checkpointer stops on its own', async () => {
    const path = join(dir, 'gone.db');
    const db = openWal(path);
    const missing = new URL('./no-such-worker.js', import.meta.url);
    const checkpoints = startBackgroundCheckpoints(db, path, { workerScript: missing, startAfterMs: 0 });
    await eventually(() => checkpoints.state === 'failed');
    expect(checkpoints.state).toBe('failed');
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    db.close();
  });

  it('runs beside the SQLite event store and read store on files a second after they open, and stops with them', async () => {
    const logPath = join(dir, 'events.sqlite');
    const readPath = join(dir, 'read-models.sqlite');
    const log = openSqliteEventStore({ path: logPath });
    const readStore = openSqliteReadStore({ path: readPath });
    const logBefore = fileSize(logPath);
    const readBefore = fileSize(readPath);
    // 150 commits of ~4 pages each: ~600 WAL frames a file, under SQLite's own threshold of 1,000.
    for (let i = 0; i < 150; i += 1) {
      await log.append(`s-${i}`, [newEvent({ text: TEXT })], 'no_stream');
      await readStore.collection('docs').put({ id: `d-${i}`, text: TEXT }, i + 1);
    }
    expect(await databaseFileReaches(logPath, logBefore + 550_000)).toBeGreaterThan(logBefore + 550_000);
    expect(await databaseFileReaches(readPath, readBefore + 550_000)).toBeGreaterThan(readBefore + 550_000);
    await log.close();
    await readStore.close();
  });
});
