import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ownedBy } from './partition.js';
import { isOwned, type DocumentRow } from './read-model-rows.js';
import { openSqliteReadModelRows } from './sqlite-read-model-rows.js';

const dir = mkdtempSync(join(tmpdir(), 'read-model-share-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A bets table as the read store writes it, holding odd owners too (null, a number, an object, an array...). */
function readModels(name: string) {
  const path = join(dir, `${name}.sqlite`);
  const db = new Database(path);
  db.exec('CREATE TABLE "rs_bets" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO rs_bets (id, doc, position) VALUES (?, ?, ?)');
  const owners: unknown[] = [null, 7, { nested: 'u1' }, ['u2'], '{not json', true];
  for (let user = 0; user < 40; user += 1) owners.push(`u${user}`);
  let position = 0;
  for (let round = 0; round < 3; round += 1) {
    for (const userId of owners) {
      position += 1;
      const doc: Record<string, unknown> = { id: `b${position}`, _position: position, status: 'open', stakeCents: 100 };
      if (userId !== null || round > 0) doc.userId = userId;
      insert.run(doc.id, JSON.stringify(doc), position);
    }
  }
  db.close();
  return path;
}

/** The rows the comparison keeps for worker `index` of two: read with its share, or every row (`whole`). */
async function ownedRows(path: string, index: number, whole = false) {
  const rows = openSqliteReadModelRows(path);
  const owner = { field: 'userId' as const, owns: ownedBy({ index, count: 2 }) };
  const found: DocumentRow[] = [];
  try {
    for await (const page of rows.pages('bets', ['status'], whole ? undefined : owner)) found.push(...page);
  } finally {
    rows.close();
  }
  return found.filter((row) => isOwned(owner, row));
}

describe("a worker's share of the read-model rows", () => {
  it('is the rows, in rowid order, that reading every document gives, odd owners included', async () => {
    const path = readModels('bets');
    const seen = new Set<unknown>();
    for (const index of [0, 1]) {
      const expected = await ownedRows(path, index, true);
      expect(expected.length).toBeGreaterThan(0);
      expect(await ownedRows(path, index)).toEqual(expected);
      for (const row of expected) seen.add(row.id);
    }
    // Every document, odd owners included, is some worker's.
    expect(seen.size).toBe(46 * 3);
  });
});
