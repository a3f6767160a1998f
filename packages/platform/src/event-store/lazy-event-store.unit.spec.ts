import { describe, expect, it } from 'vitest';
import { newEvent } from './contract/contract-fixtures.js';
import type { EventStore, RecordedEvent } from './event-store.js';
import { lazyEventStore } from './lazy-event-store.js';
import { openSqliteEventStore } from './sqlite/sqlite-event-store.js';

/** A load the test completes by hand, to call the store before and after its adapter is there. */
function manualLoad() {
  let finish!: (store: EventStore) => void;
  let fail!: (error: unknown) => void;
  const loaded = new Promise<EventStore>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return { load: () => loaded, finish, fail };
}

describe('lazyEventStore', () => {
  it('accepts calls and subscriptions before the adapter has loaded', async () => {
    const { load, finish } = manualLoad();
    const store = lazyEventStore(load);
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void received.push(event) });
    const appending = store.append('game-1', [newEvent()]);

    finish(openSqliteEventStore({ path: ':memory:' }));
    await appending;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(received.map((e) => e.streamId)).toEqual(['game-1']);
    expect(await store.readStream('game-1')).toHaveLength(1);
    await subscription.stop();
    await store.close();
  });

  it('does not start a subscription stopped before the adapter loaded', async () => {
    const { load, finish } = manualLoad();
    const store = lazyEventStore(load);
    const received: RecordedEvent[] = [];
    const stopping = store.subscribeToAll({ onEvent: (event) => void received.push(event) }).stop();

    finish(openSqliteEventStore({ path: ':memory:' }));
    await stopping;
    await store.append('game-1', [newEvent()]);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(received).toEqual([]);
    await store.close();
  });

  it('rejects every call and reports subscriptions when the adapter cannot load', async () => {
    const { load, fail } = manualLoad();
    const store = lazyEventStore(load);
    const errors: unknown[] = [];
    store.subscribeToAll({ onEvent: () => undefined, onError: (error) => errors.push(error) });
    const failure = new Error('cannot load the client');

    fail(failure);

    await expect(store.append('game-1', [newEvent()])).rejects.toBe(failure);
    await expect(store.headPosition()).rejects.toBe(failure);
    expect(errors).toEqual([failure]);
    await expect(store.close()).resolves.toBeUndefined();
  });
});
