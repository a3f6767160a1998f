import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walletDecider } from '@sb/domain';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { openSqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { runDecider } from './run-decider.js';
import { runWalletCommand } from './run-wallet-command.js';

const metadata: EventMetadata = {
  at: '2026-01-01T00:00:00.000Z',
  actor: 'a',
  correlationId: 'c',
  causationId: 'c',
  schema: 1,
};
const credit = { type: 'CreditStartingBalance' as const, userId: 'u1', amountCents: 100_000 };

describe('runWalletCommand', () => {
  let store: EventStore;
  beforeEach(() => {
    store = openSqliteEventStore({ path: ':memory:' });
  });
  afterEach(() => store.close());

  it("decides on wallet-<userId> and chains every event's hash", async () => {
    await runWalletCommand(store, { command: credit, metadata });
    await runWalletCommand(store, {
      command: { type: 'AddFreePlay', userId: 'u1', amountCents: 500, actor: 'a' },
      metadata,
    });
    const [first, second] = await store.readStream('wallet-u1');
    expect(first?.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.metadata.prevHash).toBe(first?.metadata.hash);
  });

  it('is the only way onto a wallet stream: runDecider refuses one without the hash chain', async () => {
    await expect(
      runDecider(store, { streamId: 'wallet-u1', decider: walletDecider, command: credit, metadata }),
    ).rejects.toThrow('wallet-u1 is hash-chained: use runWalletCommand');
    expect(await store.readStream('wallet-u1')).toEqual([]);
  });
});
