import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFilter } from '../query.js';
import { describeReadStoreContract } from '../read-store.contract.js';
import { whereClause } from './filter-to-sql.js';
import { openSqliteReadStore } from './open-sqlite-read-store.js';

describeReadStoreContract('sqlite :memory:', async () => openSqliteReadStore({ path: ':memory:' }));

describe('SQLite read store on a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps documents and checkpoints across reopening, in WAL mode', async () => {
    const path = join(dir, 'reopen.db');
    const first = openSqliteReadStore({ path });
    await first.collection('bets').put({ id: 'b1', legs: [{ odds: -110 }] }, 4);
    await first.setCheckpoint('user-bets', 4);
    await first.close();

    const second = openSqliteReadStore({ path });
    expect(await second.collection('bets').get('b1')).toEqual({ id: 'b1', legs: [{ odds: -110 }], _position: 4 });
    expect(await second.getCheckpoint('user-bets')).toBe(4);
    await second.close();
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('answers equality, $in and range filters through the expression index ensureIndex created', async () => {
    const path = join(dir, 'plans.db');
    const store = openSqliteReadStore({ path });
    await store.collection('bets').ensureIndex('event.league');
    await store.collection('bets').put({ id: 'b1', event: { league: 'NBA' } }, 1);
    await store.close();

    const raw = new Database(path, { readonly: true });
    for (const filter of [
      { 'event.league': 'NBA' },
      { 'event.league': { $in: ['NBA', 'NFL'] } },
      { 'event.league': { $gte: 'M' } },
    ]) {
      const where = whereClause(parseFilter(filter));
      const plan = raw.prepare(`EXPLAIN QUERY PLAN SELECT doc FROM "rs_bets" ${where.sql}`).all(...where.params);
      expect(JSON.stringify(plan), JSON.stringify(filter)).toContain('USING INDEX rs_bets:event.league');
    }
    raw.close();
  });
});
