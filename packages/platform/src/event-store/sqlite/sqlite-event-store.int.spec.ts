import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { newEvent, newEvents } from '../contract/contract-fixtures.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import type { EventStoreFixture } from '../event-store.contract.js';
import { ExpectedVersionConflict } from '../event-store.js';
import type { EventStore } from '../event-store.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

async function sqliteFixture(): Promise<EventStoreFixture & { path: string }> {
  const directory = await mkdtemp(join(tmpdir(), 'sqlite-event-store-'));
  const path = join(directory, 'events.db');
  const opened: EventStore[] = [];
  const open = (): EventStore => {
    const store = openSqliteEventStore({ path });
    opened.push(store);
    return store;
  };
  return {
    path,
    store: open(),
    reopen: async () => open(),
    cleanup: async () => {
      for (const store of opened) await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeEventStoreContract('sqlite (temp file)', sqliteFixture);

describe('SQLite event store specifics', () => {
  it('starts empty: head position 0 and nothing to read', async () => {
    const store = openSqliteEventStore({ path: ':memory:' });

    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll()).toEqual([]);
    await store.close();
  });

  it('puts the file in WAL mode', async () => {
    const { path, cleanup } = await sqliteFixture();
    const inspector = new Database(path, { readonly: true });

    expect(inspector.pragma('journal_mode', { simple: true })).toBe('wal');
    inspector.close();
    await cleanup();
  });

  it('turns a duplicate event id into ExpectedVersionConflict and rolls back the whole batch', async () => {
    const store = openSqliteEventStore({ path: ':memory:' });
    const existing = newEvent();
    await store.append('wallet-1', [existing]);

    const duplicateInBatch = store.append('wallet-2', [newEvent(), { ...newEvent(), id: existing.id }]);

    await expect(duplicateInBatch).rejects.toBeInstanceOf(ExpectedVersionConflict);
    await expect(duplicateInBatch).rejects.toMatchObject({ streamId: 'wallet-2', expected: 'any', actual: -1 });
    expect(await store.readStream('wallet-2')).toEqual([]);
    expect(await store.headPosition()).toBe(1);
    await store.close();
  });

  it('close() stops running subscriptions and later calls fail instead of touching a closed file', async () => {
    const store = openSqliteEventStore({ path: ':memory:' });
    const received: string[] = [];
    store.subscribeToAll({ onEvent: (event) => void received.push(event.id) });
    await store.append('game-1', newEvents(2));
    await new Promise((resolve) => setImmediate(resolve));

    await store.close();
    await store.close();

    expect(received).toHaveLength(2);
    await expect(store.append('game-1', [newEvent()])).rejects.toThrow();
    expect(() => store.subscribeToAll({ onEvent: () => undefined })).toThrow(/closed/);
  });
});
