import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '@sb/platform';
import { BET_FIELDS, ROUND_FIELDS, USER_FIELDS } from './read-model-expectations.js';
import { storeRows, type DocumentRow, type ReadModelRows } from './read-model-rows.js';
import { openSqliteReadModelRows } from './sqlite-read-model-rows.js';
import { useTamperedCopies } from './testing/tamper.js';

/**
 * A read model edited behind the log's back (in a copy of a real data directory) is reported by verify and left
 * as it is: the audit compares, it does not repair.
 */

describe('audit verify on a copy whose read models were edited', () => {
  const { tampered, baseDir } = useTamperedCopies();

  it('reports a balance edited in the users read model, and leaves it edited', async () => {
    const copy = await tampered();
    const edit = () =>
      copy.onReadModels((db) => {
        const row = db
          .prepare<[], { id: string; doc: string }>('SELECT id, doc FROM rs_users ORDER BY id LIMIT 1')
          .get()!;
        const doc = JSON.parse(row.doc) as { cashCents: number };
        return { id: row.id, was: doc.cashCents, doc };
      });
    const { id, was, doc } = edit();
    copy.onReadModels((db) =>
      db.prepare('UPDATE rs_users SET doc = ? WHERE id = ?').run(JSON.stringify({ ...doc, cashCents: was + 1 }), id),
    );
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        stream: `wallet-${id}`,
        field: `users[${id}].cashCents`,
        expected: was,
        found: was + 1,
      }),
    ]);
    expect(edit().doc.cashCents).toBe(was + 1);
  });

  it('reports a bet whose status was edited in the bets read model', async () => {
    const copy = await tampered();
    const bet = copy.onReadModels((db) => {
      const row = db
        .prepare<[], { id: string; doc: string }>(
          `SELECT id, doc FROM rs_bets WHERE json_extract(doc, '$.status') = 'lost' LIMIT 1`,
        )
        .get()!;
      const doc = JSON.parse(row.doc) as { userId: string };
      db.prepare('UPDATE rs_bets SET doc = ? WHERE id = ?').run(JSON.stringify({ ...doc, status: 'won' }), row.id);
      return { id: row.id, userId: doc.userId };
    });
    const report = await copy.verify();
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        stream: `wallet-${bet.userId}`,
        field: `bets[${bet.id}].status`,
        expected: 'lost',
        found: 'won',
      }),
    ]);
  });

  it('reports a casino round whose payout was edited in the casino_rounds read model', async () => {
    const copy = await tampered();
    const round = copy.onReadModels((db) => {
      const row = db
        .prepare<[], { id: string; doc: string }>(
          `SELECT id, doc FROM rs_casino_rounds WHERE json_extract(doc, '$.status') = 'complete' LIMIT 1`,
        )
        .get()!;
      const doc = JSON.parse(row.doc) as { userId: string; payoutCents: number };
      db.prepare('UPDATE rs_casino_rounds SET doc = ? WHERE id = ?').run(
        JSON.stringify({ ...doc, payoutCents: doc.payoutCents + 500 }),
        row.id,
      );
      return { id: row.id, userId: doc.userId, payoutCents: doc.payoutCents };
    });
    const report = await copy.verify();
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        stream: `wallet-${round.userId}`,
        field: `casino_rounds[${round.id}].payoutCents`,
        expected: round.payoutCents,
        found: round.payoutCents + 500,
      }),
    ]);
  });

  it('reports a bet document the log has no bet for, with the whole document found', async () => {
    const copy = await tampered();
    const extra = copy.onReadModels((db) => {
      const row = db.prepare<[], { doc: string; position: number }>('SELECT doc, position FROM rs_bets LIMIT 1').get()!;
      const doc: Record<string, unknown> = { ...(JSON.parse(row.doc) as object), id: 'no-such-bet' };
      db.prepare('INSERT INTO rs_bets (id, doc, position) VALUES (?, ?, ?)').run(
        doc.id,
        JSON.stringify(doc),
        row.position,
      );
      return doc;
    });
    const report = await copy.verify();
    expect(report.mismatches).toEqual([
      {
        stream: 'bets',
        revision: null,
        position: extra._position,
        field: 'bets[no-such-bet]',
        expected: null,
        found: extra,
      },
    ]);
  });

  it("reads the same rows of the read models through SQLite's json_extract as through the store's pages", async () => {
    const path = join(baseDir(), 'read-models.sqlite');
    const store = openSqliteReadStore({ path, readonly: true });
    const sqlite = openSqliteReadModelRows(path);
    const all = async (rows: ReadModelRows, collection: string, fields: readonly string[]) => {
      const found: DocumentRow[] = [];
      for await (const page of rows.pages(collection, fields)) found.push(...page);
      return found.sort((a, b) => String(a.id).localeCompare(String(b.id)));
    };
    try {
      for (const [collection, fields] of [
        ['users', USER_FIELDS],
        ['bets', BET_FIELDS],
        ['casino_rounds', ROUND_FIELDS],
      ] as const) {
        const expected = await all(storeRows(store), collection, fields);
        expect(expected.length).toBeGreaterThan(0);
        expect(await all(sqlite, collection, fields)).toEqual(expected);
      }
      expect(await all(sqlite, 'no_such_collection', USER_FIELDS)).toEqual([]);
    } finally {
      sqlite.close();
      await store.close();
    }
  });
});
