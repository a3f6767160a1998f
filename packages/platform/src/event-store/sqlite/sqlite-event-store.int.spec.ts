import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
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
  it('commits appends asked in the same turn together, each judged on its own expected revision', async () => {
    const store = openSqliteEventStore({ path: ':memory:' });
    await store.append('wallet-1', [newEvent()]);
    const existing = newEvent();
    await store.append('wallet-9', [existing]);

    const outcomes = await Promise.allSettled([
      store.append('wallet-1', [newEvent()], 0),
      store.append('wallet-1', [newEvent()], 0),
      store.append('wallet-2', [newEvent(), { ...newEvent(), id: existing.id }]),
      store.append('wallet-3', newEvents(2), 'no_stream'),
      store.append('wallet-1', [newEvent()], 1),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(outcomes[1]).toMatchObject({ reason: { streamId: 'wallet-1', expected: 0, actual: 1 } });
    expect(outcomes[2]).toMatchObject({ reason: { streamId: 'wallet-2', expected: 'any', actual: -1 } });
    expect(outcomes[4]).toMatchObject({ value: { nextExpectedRevision: 2 } });
    const log = await store.readAll();
    expect(log.map((event) => [event.streamId, event.revision])).toEqual([
      ['wallet-1', 0],
      ['wallet-9', 0],
      ['wallet-1', 1],
      ['wallet-3', 0],
      ['wallet-3', 1],
      ['wallet-1', 2],
    ]);
    expect(log.map((event) => event.position)).toEqual([1, 2, 3, 4, 5, 6]);
    await store.close();
  });

  it('delivers to a subscription, in order, what another connection appended between its own appends', async () => {
    const { store, path, cleanup } = await sqliteFixture();
    const other = openSqliteEventStore({ path });
    const received: string[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void received.push(event.streamId) });
    await store.append('game-1', [newEvent()]);
    await other.append('game-2', [newEvent()]);
    await store.append('game-3', [newEvent()]);
    await store.append('game-4', [newEvent()]);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));

    expect(received).toEqual(['game-1', 'game-2', 'game-3', 'game-4']);
    await subscription.stop();
    await other.close();
    await cleanup();
  });

  it('wakes a watching subscription for what another connection appended after its own last append', async () => {
    const { store: writer, path, cleanup } = await sqliteFixture();
    const watching = openSqliteEventStore({ path, watchOtherConnectionsMs: 10 });
    const received: string[] = [];
    const subscription = watching.subscribeToAll({ onEvent: (event) => void received.push(event.streamId) });
    await watching.append('game-1', [newEvent()]);
    await writer.append('game-2', [newEvent()]);
    await vi.waitFor(() => expect(received).toEqual(['game-1', 'game-2']), { timeout: 2_000, interval: 10 });

    await writer.append('game-3', [newEvent()]);
    await watching.append('game-4', [newEvent()]);
    await writer.append('game-5', [newEvent()]);
    await vi.waitFor(() => expect(received).toEqual(['game-1', 'game-2', 'game-3', 'game-4', 'game-5']), {
      timeout: 2_000,
      interval: 10,
    });
    await subscription.stop();
    await watching.close();
    await cleanup();
  });

  it('lets a read-only store follow a log another process writes, which it cannot write itself', async () => {
    const { store: writer, path, cleanup } = await sqliteFixture();
    const reader = openSqliteEventStore({ path, readonly: true, watchOtherConnectionsMs: 10 });
    const received: string[] = [];
    const subscription = reader.subscribeToAll({ onEvent: (event) => void received.push(event.streamId) });
    await writer.append('game-1', [newEvent()]);
    await writer.append('game-2', [newEvent()]);
    await vi.waitFor(() => expect(received).toEqual(['game-1', 'game-2']), { timeout: 2_000, interval: 10 });

    await expect(reader.append('game-3', [newEvent()])).rejects.toThrow(/readonly/i);
    expect(await writer.headPosition()).toBe(2);
    await subscription.stop();
    await reader.close();
    await cleanup();
  });

  it("does not see another connection's appends without the watch until its own next append", async () => {
    const { store: writer, path, cleanup } = await sqliteFixture();
    const unwatched = openSqliteEventStore({ path });
    const received: string[] = [];
    const subscription = unwatched.subscribeToAll({ onEvent: (event) => void received.push(event.streamId) });
    await writer.append('game-1', [newEvent()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
    await subscription.stop();
    await unwatched.close();
    await cleanup();
  });
});
