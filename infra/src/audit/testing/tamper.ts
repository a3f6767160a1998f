import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { openAuditPorts } from '../audit-ports.js';
import { verify } from '../verify.js';
import { playWorld, sampleSteps, tempDataDir } from './audit-data-dir.js';

type EventRow = { position: number; stream_id: string; revision: number; type: string; data: string; metadata: string };

/** A copy of a data directory, and raw SQL on its files: what someone editing the database behind the log's back does. */
export async function copyOf(dir: string) {
  const copy = await tempDataDir();
  await cp(dir, copy.dir, { recursive: true });
  const sql = (file: 'events' | 'read-models') => new Database(join(copy.dir, `${file}.sqlite`));
  return {
    ...copy,
    /** Runs `work` on the copy's log and closes it. */
    onLog<T>(work: (db: Database.Database) => T): T {
      const db = sql('events');
      try {
        return work(db);
      } finally {
        db.close();
      }
    },
    onReadModels<T>(work: (db: Database.Database) => T): T {
      const db = sql('read-models');
      try {
        return work(db);
      } finally {
        db.close();
      }
    },
    async verify() {
      const ports = await openAuditPorts({ dataDir: copy.dir, env: {} });
      try {
        return await verify(ports);
      } finally {
        await ports.close();
      }
    },
  };
}

/**
 * A spec file's world (600 sampled steps played into a data directory once) and `tampered()`, a fresh copy of it
 * for one case to edit; every copy and the world are removed after the file.
 */
export function useTamperedCopies() {
  let base: Awaited<ReturnType<typeof tempDataDir>>;
  const copies: { remove(): Promise<void> }[] = [];
  beforeAll(async () => {
    base = await tempDataDir();
    await playWorld(base.dir, sampleSteps(600));
  }, 60_000);
  afterAll(async () => {
    for (const copy of copies) await copy.remove();
    await base.remove();
  });
  return {
    /** The untouched world's data directory. */
    baseDir: () => base.dir,
    async tampered() {
      const copy = await copyOf(base.dir);
      copies.push(copy);
      return copy;
    },
  };
}

/** The events of the first wallet stream with at least `min` events and a balance adjustment or bet, in order. */
export const walletWithEvents = (db: Database.Database, min: number): EventRow[] => {
  const stream = db
    .prepare<[number], { stream_id: string }>(
      `SELECT stream_id FROM events WHERE stream_id LIKE 'wallet-%' GROUP BY stream_id HAVING count(*) >= ?
       ORDER BY count(*) DESC LIMIT 1`,
    )
    .get(min);
  if (!stream) throw new Error(`No wallet stream with ${min} events`);
  return db
    .prepare<[string], EventRow>(
      'SELECT position, stream_id, revision, type, data, metadata FROM events WHERE stream_id = ? ORDER BY revision',
    )
    .all(stream.stream_id);
};

/** Swaps the values of one integer column between two events (through a free value: the columns are unique). */
export function swapColumn(db: Database.Database, column: 'position' | 'revision', a: EventRow, b: EventRow) {
  const key = column === 'position' ? 'revision' : 'position';
  const where = `stream_id = ? AND ${key} = ?`;
  db.transaction(() => {
    db.prepare(`UPDATE events SET ${column} = -1 WHERE ${where}`).run(a.stream_id, a[key]);
    db.prepare(`UPDATE events SET ${column} = ? WHERE ${where}`).run(a[column], b.stream_id, b[key]);
    db.prepare(`UPDATE events SET ${column} = ? WHERE ${column} = -1 AND stream_id = ?`).run(b[column], a.stream_id);
  })();
}
