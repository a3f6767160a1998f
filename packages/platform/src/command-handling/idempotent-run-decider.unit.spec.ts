import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Decider } from '@sb/domain';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { openSqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { IDEMPOTENCY_KEY_REUSED, type IdempotencyRequest } from './idempotency-keys.js';
import { recallAnswer, runDecider } from './run-decider.js';

type Deposited = { type: 'Deposited'; data: { cents: number } };
type Deposit = { cents: number };
const purse: Decider<Deposit, Deposited, number> = {
  initialState: 0,
  evolve: (cents, event) => cents + event.data.cents,
  decide: ({ cents }) => [{ type: 'Deposited', data: { cents } }],
};
const metadataAt = (at: string): EventMetadata => ({
  at,
  actor: 'u1',
  correlationId: 'c',
  causationId: 'c',
  schema: 1,
});
const key = (requestHash: string, k = 'k-1'): IdempotencyRequest => ({ scope: 'u1', key: k, requestHash });

describe('runDecider with an Idempotency-Key', () => {
  let store: EventStore;
  beforeEach(() => {
    store = openSqliteEventStore({ path: ':memory:' });
  });
  afterEach(() => store.close());

  const deposit = (cents: number, idempotency?: IdempotencyRequest, at = '2026-01-01T00:00:00.000Z') =>
    runDecider(store, {
      streamId: 'purse-1',
      decider: purse,
      command: { cents },
      metadata: metadataAt(at),
      answer: (balance) => ({ status: 201, body: { balance } }),
      idempotency,
    });

  it('appends once and answers a repeat with the first answer', async () => {
    const first = await deposit(5, key('h'));
    const again = await deposit(5, key('h'));
    expect(first).toMatchObject({ replayed: false, answer: { status: 201, body: { balance: 5 } } });
    expect(again).toMatchObject({ replayed: true, answer: first.answer, position: first.position, events: [] });
    expect(await store.readStream('purse-1')).toHaveLength(1);
  });

  it('refuses the same key with another request and accepts another key', async () => {
    await deposit(5, key('h'));
    await expect(deposit(7, key('other'))).rejects.toThrow(IDEMPOTENCY_KEY_REUSED);
    expect((await deposit(7, key('h2', 'k-2'))).answer?.body).toEqual({ balance: 12 });
  });

  it('finds a key from the log alone (a fresh process) and through recallAnswer', async () => {
    const first = await deposit(5, key('h'));
    const fresh = openSqliteEventStore({ path: ':memory:' });
    await fresh.append('purse-1', await store.readStream('purse-1'));
    const recalled = await recallAnswer(fresh, { streamId: 'purse-1', decider: purse, idempotency: key('h') });
    expect(recalled).toEqual({ answer: first.answer, position: expect.any(Number) });
    expect(await recallAnswer(fresh, { streamId: 'purse-1', decider: purse, idempotency: key('h', 'new') })).toBeNull();
    await fresh.close();
  });

  it('forgets a key once the stream has an event more than 24 h younger', async () => {
    await deposit(5, key('h'), '2026-01-01T00:00:00.000Z');
    await deposit(1, undefined, '2026-01-02T00:00:01.000Z');
    expect((await deposit(5, key('h'), '2026-01-02T00:00:02.000Z')).replayed).toBe(false);
    expect(await store.readStream('purse-1')).toHaveLength(3);
  });
});
