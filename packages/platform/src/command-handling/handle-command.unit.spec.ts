import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExpectedVersionConflict } from '../event-store/event-store.js';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { openSqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { handleCommand } from './handle-command.js';
import type { CommandEvent } from './handle-command.js';

type Deposited = { type: 'Deposited'; data: { cents: number } };
type Withdrawn = { type: 'Withdrawn'; data: { cents: number } };
type PurseEvent = Deposited | Withdrawn;
type Purse = { cents: number };

class InsufficientFunds extends Error {}

const metadata: EventMetadata = {
  at: '2026-01-01T00:00:00.000Z',
  actor: 'u1',
  correlationId: 'c',
  causationId: 'c',
  schema: 1,
};
const evolve = (purse: Purse, event: PurseEvent): Purse => ({
  cents: purse.cents + (event.type === 'Deposited' ? event.data.cents : -event.data.cents),
});
const deposit = (cents: number): CommandEvent<PurseEvent> => ({ type: 'Deposited', data: { cents }, metadata });
const withdraw =
  (cents: number) =>
  (purse: Purse): Array<CommandEvent<PurseEvent>> => {
    if (purse.cents < cents) throw new InsufficientFunds(`only ${purse.cents} left`);
    return [{ type: 'Withdrawn', data: { cents }, metadata }];
  };

describe('handleCommand', () => {
  let store: EventStore;
  type Decide = (state: Purse) => Array<CommandEvent<PurseEvent>> | Promise<Array<CommandEvent<PurseEvent>>>;
  const purse = (decide: Decide, maxRetries?: number) =>
    handleCommand<Purse, PurseEvent>({
      store,
      streamId: 'purse-1',
      initialState: { cents: 0 },
      evolve,
      decide,
      ...(maxRetries !== undefined && { maxRetries }),
    });

  beforeEach(() => {
    store = openSqliteEventStore({ path: ':memory:' });
  });
  afterEach(() => store.close());

  it('creates the stream with no_stream and returns the appended events, revision, position and state', async () => {
    const result = await purse(() => [deposit(100), deposit(50)]);

    const stored = await store.readStream('purse-1');
    expect(result.events.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    expect(result).toMatchObject({ nextExpectedRevision: 1, position: stored[1]?.position, state: { cents: 150 } });
    await expect(store.append('purse-1', [deposit(1)], 'no_stream')).rejects.toBeInstanceOf(ExpectedVersionConflict);
  });

  it('decides on the folded stream', async () => {
    await purse(() => [deposit(100)]);

    const result = await purse(withdraw(30));

    expect(result.state).toEqual({ cents: 70 });
    expect(result.nextExpectedRevision).toBe(1);
  });

  it('appends nothing when there is nothing to do and reports the current revision and position', async () => {
    const { position } = await store.append('purse-1', [deposit(10)]);

    const result = await purse(() => []);

    expect(result).toMatchObject({ events: [], nextExpectedRevision: 0, position, state: { cents: 10 } });
    expect(result.lastEvent).toMatchObject({ revision: 0, position, data: { cents: 10 } });
    expect(await store.readStream('purse-1')).toHaveLength(1);
  });

  it('lets a domain error through without retrying or appending', async () => {
    let decisions = 0;
    const refused = purse((state) => {
      decisions += 1;
      return withdraw(1)(state);
    });

    await expect(refused).rejects.toBeInstanceOf(InsufficientFunds);
    expect(decisions).toBe(1);
    expect(await store.readStream('purse-1')).toEqual([]);
  });

  it('retries on a concurrent append and decides again on the new state', async () => {
    await purse(() => [deposit(100)]);
    const seen: number[] = [];

    const result = await purse(async (state) => {
      seen.push(state.cents);
      if (seen.length === 1) await store.append('purse-1', [deposit(5)]); // another request got in first
      return withdraw(80)(state);
    });

    expect(seen).toEqual([100, 105]);
    expect(result.state).toEqual({ cents: 25 });
    expect((await store.readStream('purse-1')).map((e) => e.type)).toEqual(['Deposited', 'Deposited', 'Withdrawn']);
  });

  it('refuses on retry when the concurrent change broke the rule (no balance below zero)', async () => {
    await purse(() => [deposit(100)]);

    const second = purse(async (state) => {
      await purse(withdraw(80)); // the concurrent bet lands while this one is deciding
      return withdraw(80)(state);
    });

    await expect(second).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await purse(() => [])).toMatchObject({ state: { cents: 20 } });
  });

  it('gives up with ExpectedVersionConflict after maxRetries further attempts', async () => {
    let decisions = 0;
    const contended = purse(async () => {
      decisions += 1;
      await store.append('purse-1', [deposit(1)]);
      return [deposit(10)];
    }, 2);

    await expect(contended).rejects.toBeInstanceOf(ExpectedVersionConflict);
    expect(decisions).toBe(3);
    expect((await store.readStream('purse-1')).map((e) => e.data)).toEqual([{ cents: 1 }, { cents: 1 }, { cents: 1 }]);
  });

  it('serialises concurrent commands on one stream through retries', async () => {
    await Promise.all([1, 2, 3].map((cents) => purse(() => [deposit(cents)])));

    expect((await purse(() => [])).state).toEqual({ cents: 6 });
  });

  it('enriches the events with the last recorded event, again on each retry', async () => {
    await store.append('purse-1', [deposit(100)]);
    const previousIds: Array<string | undefined> = [];

    const result = await handleCommand<Purse, PurseEvent>({
      store,
      streamId: 'purse-1',
      initialState: { cents: 0 },
      evolve,
      decide: async (state) => {
        if (previousIds.length === 0) await store.append('purse-1', [deposit(1)]);
        return withdraw(10)(state);
      },
      enrich: (events, { lastEvent, state }) => {
        previousIds.push(lastEvent?.id);
        return events.map((e) => ({
          ...e,
          metadata: { ...e.metadata, prevHash: lastEvent?.id, seenCents: state.cents },
        }));
      },
    });

    const stored = await store.readStream('purse-1');
    expect(previousIds).toEqual([stored[0]?.id, stored[1]?.id]);
    expect(stored[2]?.metadata).toMatchObject({ prevHash: stored[1]?.id, seenCents: 101 });
    expect(result.events[0]?.metadata).toEqual(stored[2]?.metadata);
  });

  it('folds only the events after a snapshot onto its state, and returns the next snapshot', async () => {
    await store.append('purse-1', [deposit(10), deposit(5)]);
    const [first] = await store.readStream('purse-1', { maxCount: 1 });
    // A snapshot that says 100 cents after the first event: only the second event (5) is read on top of it.
    const result = await handleCommand<Purse, PurseEvent>({
      store,
      streamId: 'purse-1',
      initialState: { cents: 0 },
      evolve,
      decide: withdraw(1),
      snapshot: { state: { cents: 100 }, lastEvent: first! },
    });
    expect(result.state).toEqual({ cents: 104 });
    expect(result.lastEvent).toMatchObject({ revision: 2, position: result.position, data: { cents: 1 } });
  });
});
