import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';

export type WriteFloor = {
  documents: number;
  /** Characters of the documents' JSON (ASCII: bytes). */
  bytes: number;
  /** Every row of every read-model table read, nothing written. */
  readMs: number;
  /** The same rows read again and inserted into an empty file, its indexes absent, less `readMs`. */
  insertMs: number;
  /** The read models' expression indexes built on the filled file. */
  indexMs: number;
};

/** Rows per transaction: one transaction a table would hold the whole table in the page cache until COMMIT. */
const ROWS_PER_TRANSACTION = 50_000;

/**
 * What any rebuild of the SQLite read models costs at the least on one thread: every document the rebuilt read models
 * hold, written once into an empty file with no journal, no sync and the expression indexes built after the rows.
 * No projection runs and nothing is written twice: it is the price of storing the result, whatever computes it.
 * The documents are read from `readModelsPath` (a rebuilt read store), so the read is timed alone too.
 */
export function measureWriteFloor(readModelsPath: string, scratchPath: string): WriteFloor {
  const source = new Database(readModelsPath, { readonly: true, fileMustExist: true });
  const schema = source
    .prepare<[], { type: string; name: string; sql: string }>(
      "SELECT type, name, sql FROM sqlite_master WHERE name LIKE 'rs\\_%' ESCAPE '\\' AND sql IS NOT NULL",
    )
    .all();
  const tables = schema.filter((entry) => entry.type === 'table');
  const indexes = schema.filter((entry) => entry.type === 'index');
  const rowsOf = (table: string) =>
    source.prepare<[], [string, string, number]>(`SELECT id, doc, position FROM "${table}"`).raw(true).iterate();

  let documents = 0;
  let bytes = 0;
  let started = performance.now();
  for (const { name } of tables) {
    for (const row of rowsOf(name)) {
      documents += 1;
      bytes += row[1].length;
    }
  }
  const readMs = performance.now() - started;

  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${scratchPath}${suffix}`, { force: true });
  const target = new Database(scratchPath);
  try {
    target.pragma('journal_mode = OFF');
    target.pragma('synchronous = OFF');
    // The read store's own page cache (open-sqlite-read-store.ts).
    target.pragma('cache_size = -65536');
    started = performance.now();
    for (const { name, sql } of tables) {
      target.exec(sql);
      const insert = target.prepare(`INSERT INTO "${name}" (id, doc, position) VALUES (?, ?, ?)`);
      let inTransaction = 0;
      target.exec('BEGIN');
      for (const row of rowsOf(name)) {
        insert.run(row[0], row[1], row[2]);
        inTransaction += 1;
        if (inTransaction === ROWS_PER_TRANSACTION) {
          target.exec('COMMIT');
          target.exec('BEGIN');
          inTransaction = 0;
        }
      }
      target.exec('COMMIT');
    }
    const insertMs = performance.now() - started - readMs;
    started = performance.now();
    for (const { sql } of indexes) target.exec(sql);
    const indexMs = performance.now() - started;
    return { documents, bytes, readMs, insertMs, indexMs };
  } finally {
    target.close();
    source.close();
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${scratchPath}${suffix}`, { force: true });
  }
}
