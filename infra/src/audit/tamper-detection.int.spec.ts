import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore, storedTextHashesTo } from '@sb/platform';
import type { Mismatch } from './mismatch.js';
import { BET_FIELDS, ROUND_FIELDS, USER_FIELDS } from './read-model-expectations.js';
import { storeRows, type DocumentRow, type ReadModelRows } from './read-model-rows.js';
import { openSqliteReadModelRows } from './sqlite-read-model-rows.js';
import { playWorld, sampleSteps, tempDataDir } from './testing/audit-data-dir.js';
import { copyOf, swapColumn, walletWithEvents } from './testing/tamper.js';

/**
 * One stored event changed in a copy of a real SQLite log (its data, its place, or gone) is found by verify at
 * that stream and revision; a read model edited behind the log's back is reported and left as it is.
 */
describe('audit verify on a tampered copy of the log', () => {
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

  const tampered = async () => {
    const copy = await copyOf(base.dir);
    copies.push(copy);
    return copy;
  };
  const inStream = (mismatches: Mismatch[], stream: string) => mismatches.filter((m) => m.stream === stream);

  it('passes on the untouched log and writes nothing to it', async () => {
    const copy = await tampered();
    const digest = async () =>
      createHash('sha256')
        .update(await readFile(join(copy.dir, 'events.sqlite')))
        .update(await readFile(join(copy.dir, 'read-models.sqlite')))
        .digest('hex');
    const before = await digest();
    const report = await copy.verify();
    expect(report.mismatches).toEqual([]);
    expect(report.counts.walletStreams).toBeGreaterThan(0);
    // Written by the store's append, every wallet event is stored as the text its hash covers.
    expect(report.counts.walletEventsHashedAsStored).toBe(report.counts.walletEvents);
    expect(await digest()).toBe(before);
  });

  it('finds an event whose data was edited, at its stream and revision (the hash no longer matches)', async () => {
    const copy = await tampered();
    const target = copy.onLog((db) => {
      const events = walletWithEvents(db, 4);
      const event = events[2]!;
      const data = JSON.parse(event.data) as Record<string, unknown>;
      const edited = { ...data, edited: true, amountCents: 99_999_999 };
      db.prepare('UPDATE events SET data = ? WHERE position = ?').run(JSON.stringify(edited), event.position);
      return event;
    });
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    const [first] = inStream(report.mismatches, target.stream_id);
    expect(first).toMatchObject({ stream: target.stream_id, revision: target.revision, field: 'metadata.hash' });
    expect(first?.expected).not.toEqual(first?.found);
  });

  it('hashes the stored text of a wallet event as it is, and finds one edited in place with its hash kept', async () => {
    const copy = await tampered();
    const target = copy.onLog((db) => {
      const event = walletWithEvents(db, 4).find((row) => /"amountCents":\d/.test(row.data))!;
      const { prevHash, hash } = JSON.parse(event.metadata) as { prevHash: string; hash: string };
      // The log stores the text the hash covers: an edit of that text, still canonical, with the hash left alone.
      expect(storedTextHashesTo(prevHash, event.type, event.data, event.metadata, hash)).toBe(true);
      const edited = event.data.replace(/"amountCents":(\d)/, '"amountCents":9$1');
      expect(storedTextHashesTo(prevHash, event.type, edited, event.metadata, hash)).toBe(false);
      db.prepare('UPDATE events SET data = ? WHERE position = ?').run(edited, event.position);
      return { ...event, hash };
    });
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    const [first] = inStream(report.mismatches, target.stream_id);
    expect(first).toMatchObject({ revision: target.revision, field: 'metadata.hash', found: target.hash });
  });

  it("passes on a log whose wallet events were stored as JSON.stringify wrote them (before the chain's format)", async () => {
    const copy = await tampered();
    copy.onLog((db) => {
      const rows = db
        .prepare<[], { position: number; data: string; metadata: string }>(
          "SELECT position, data, metadata FROM events WHERE stream_id LIKE 'wallet-%'",
        )
        .all();
      const rewrite = db.prepare('UPDATE events SET data = ?, metadata = ? WHERE position = ?');
      // Another key order and the hash inside the metadata: the same content, not the hashed text.
      const reordered = (text: string) =>
        JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(text)).reverse()));
      for (const row of rows) rewrite.run(reordered(row.data), reordered(row.metadata), row.position);
    });
    const report = await copy.verify();
    expect(report.mismatches).toEqual([]);
    expect(report.counts.walletEvents).toBeGreaterThan(0);
    expect(report.counts.walletEventsHashedAsStored).toBe(0);
  });

  it('finds two events of a stream whose positions were swapped', async () => {
    const copy = await tampered();
    const [a, b] = copy.onLog((db) => {
      const events = walletWithEvents(db, 4);
      swapColumn(db, 'position', events[1]!, events[2]!);
      return [events[1]!, events[2]!];
    });
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    const found = inStream(report.mismatches, a.stream_id);
    // Read in log order, revision b now comes where a was.
    expect(found[0]).toMatchObject({
      revision: b.revision,
      position: a.position,
      field: 'revision',
      expected: a.revision,
    });
    expect(found).toContainEqual(expect.objectContaining({ revision: b.revision, field: 'metadata.prevHash' }));
  });

  it('finds two events of a stream whose revisions were swapped', async () => {
    const copy = await tampered();
    const [a, b] = copy.onLog((db) => {
      const events = walletWithEvents(db, 4);
      swapColumn(db, 'revision', events[1]!, events[2]!);
      return [events[1]!, events[2]!];
    });
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    const found = inStream(report.mismatches, a.stream_id).filter((m) => m.field === 'revision');
    expect(found).toEqual([
      expect.objectContaining({ position: a.position, revision: b.revision, expected: a.revision, found: b.revision }),
      expect.objectContaining({ position: b.position, revision: a.revision, found: a.revision }),
    ]);
  });

  it('finds a deleted event at the revision after it', async () => {
    const copy = await tampered();
    const [gone, next] = copy.onLog((db) => {
      const events = walletWithEvents(db, 4);
      db.prepare('DELETE FROM events WHERE position = ?').run(events[1]!.position);
      return [events[1]!, events[2]!];
    });
    const report = await copy.verify();
    expect(report.ok).toBe(false);
    const found = inStream(report.mismatches, gone.stream_id);
    expect(found[0]).toMatchObject({
      revision: next.revision,
      field: 'revision',
      expected: gone.revision,
      found: next.revision,
    });
    expect(found[1]).toMatchObject({ revision: next.revision, field: 'metadata.prevHash' });
  });

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

  it("reports the Audit page's ledger copy of a wallet when its last hash or an event copy is not the log's", async () => {
    const copy = await tampered();
    const last = copy.onReadModels((db) =>
      db
        .prepare<[], { id: string; doc: string }>(
          "SELECT id, doc FROM rs_wallet_ledger WHERE id = (SELECT id FROM rs_wallet_ledger ORDER BY json_extract(doc, '$.position') DESC LIMIT 1)",
        )
        .get()!,
    );
    const doc = JSON.parse(last.doc) as { userId: string; revision: number; metadata: { hash: string } };
    const forged = { ...doc, metadata: { ...doc.metadata, hash: 'f'.repeat(64) } };
    copy.onReadModels((db) =>
      db.prepare('UPDATE rs_wallet_ledger SET doc = ? WHERE id = ?').run(JSON.stringify(forged), last.id),
    );
    const first = await copy.verify();
    expect(first.mismatches).toEqual([
      expect.objectContaining({
        stream: `wallet-${doc.userId}`,
        revision: doc.revision,
        field: `wallet_ledger[${doc.userId}]:${doc.revision}.metadata.hash`,
        expected: doc.metadata.hash,
        found: 'f'.repeat(64),
      }),
    ]);
    copy.onReadModels((db) => db.prepare('DELETE FROM rs_wallet_ledger WHERE id = ?').run(`${doc.userId}:0`));
    const second = await copy.verify();
    expect(second.mismatches).toContainEqual(
      expect.objectContaining({
        field: `wallet_ledger[${doc.userId}].count`,
        expected: doc.revision + 1,
        found: doc.revision,
      }),
    );
  });

  it("leaves out the ledger copies a running stack projected after the audit's position, and reports a missing one", async () => {
    const copy = await tampered();
    const last = copy.onReadModels((db) =>
      db
        .prepare<[], { doc: string }>(
          "SELECT doc FROM rs_wallet_ledger ORDER BY json_extract(doc, '$.revision') DESC LIMIT 1",
        )
        .get()!,
    );
    const doc = JSON.parse(last.doc) as { userId: string; revision: number; position: number };
    const later = doc.position + 1_000;
    const next = { ...doc, id: `${doc.userId}:${doc.revision + 1}`, revision: doc.revision + 1, position: later };
    copy.onReadModels((db) =>
      db
        .prepare('INSERT INTO rs_wallet_ledger (id, doc, position) VALUES (?, ?, ?)')
        .run(next.id, JSON.stringify({ ...next, _position: later }), later),
    );
    expect((await copy.verify()).mismatches).toEqual([]);
    copy.onReadModels((db) => db.prepare('DELETE FROM rs_wallet_ledger WHERE id = ?').run(`${doc.userId}:0`));
    expect((await copy.verify()).mismatches).toEqual([
      expect.objectContaining({
        field: `wallet_ledger[${doc.userId}].count`,
        expected: doc.revision + 1,
        found: doc.revision,
      }),
    ]);
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
    const path = join(base.dir, 'read-models.sqlite');
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
