import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedTextHashesTo } from '@sb/platform';
import type { Mismatch } from './mismatch.js';
import { swapColumn, useTamperedCopies, walletWithEvents } from './testing/tamper.js';

/**
 * One stored event changed in a copy of a real SQLite log (its data, its place, or gone) is found by verify at
 * that stream and revision. (A read model edited behind the log's back: read-model-tamper.int.spec.ts.)
 */
describe('audit verify on a tampered copy of the log', () => {
  const { tampered } = useTamperedCopies();
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
});
