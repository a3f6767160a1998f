import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betIdsOf, betsOf, walletDecider, walletStreamId, type WalletCommand, type WalletState } from '@sb/domain';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { openSqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { handleCommand } from './handle-command.js';
import { keyedFold, type KeyedState } from './idempotency-keys.js';
import { loadDeciderState } from './run-decider.js';
import { runWalletCommand } from './run-wallet-command.js';
import { loadSnapshot, saveSnapshotIfDue, type SnapshotPolicy } from './stream-snapshots.js';
import { startingBalance, walletHistory, type WalletStep } from './testing/wallet-history.js';
import { walletSnapshotPolicy } from './wallet-snapshots.js';

const STREAM = walletStreamId('u1');
const metadata: EventMetadata = {
  at: '2026-01-01T00:00:00.000Z',
  actor: 'u1',
  correlationId: 'c',
  causationId: 'c',
  schema: 1,
};
const fold = keyedFold(walletDecider.initialState, walletDecider.evolve);

/** Plays the steps through the command side (hash chain, idempotency keys), as the API would. */
async function live(store: EventStore, steps: readonly WalletStep[]) {
  const commands: { command: WalletCommand; key: boolean }[] = [{ command: startingBalance, key: false }];
  steps.forEach((step, n) => commands.push({ command: step.command(n), key: step.key }));
  for (const [n, { command, key }] of commands.entries()) {
    const idempotency = key ? { scope: 'u1', key: `k${n}`, requestHash: `h${n}` } : undefined;
    await runWalletCommand(store, {
      command,
      metadata,
      ...(idempotency ? { idempotency, answer: () => ({ status: 201, body: { n } }) } : {}),
    }).catch((error: unknown) => {
      if (!(error instanceof Error && 'kind' in error)) throw error; // refused by the wallet: nothing appended
    });
  }
}

/** A state as the domain sees it: the bet book through its functions (a snapshot's bets are parsed on demand). */
const seen = ({ inner, ...keyed }: KeyedState<WalletState>) => ({
  ...keyed,
  inner: { ...inner, bets: { size: inner.bets.size, ids: betIdsOf(inner.bets), bets: betsOf(inner.bets) } },
});

/** The stream folded from its first event: what every load must equal. */
const fullFold = async (store: EventStore) =>
  (await store.readStream(STREAM)).reduce(fold.evolve as never, fold.initialState);

/** A load as the command side does it, from the saved snapshot (if `policy` accepts it) and the events after it. */
async function loadFromSnapshot(
  store: EventStore,
  policy: SnapshotPolicy<ReturnType<typeof fullFold> extends Promise<infer S> ? S : never>,
) {
  const snapshot = await loadSnapshot(store, STREAM, policy);
  const loaded = await handleCommand({ store, streamId: STREAM, ...fold, decide: () => [], snapshot });
  return { snapshot, state: loaded.state, lastEvent: loaded.lastEvent };
}

describe('wallet snapshots', () => {
  let store: EventStore;
  beforeEach(() => {
    store = openSqliteEventStore({ path: ':memory:' });
  });
  afterEach(() => store.close());

  it('given any history and a snapshot taken after any of its events, when loaded from snapshot and tail, then the state is the full fold, and saved again it loads the same', async () => {
    await fc.assert(
      fc.asyncProperty(walletHistory(40), fc.nat(), async (steps, cutSeed) => {
        const log = openSqliteEventStore({ path: ':memory:' });
        try {
          await live(log, steps);
          const events = await log.readStream(STREAM);
          const cut = cutSeed % events.length;
          const prefix = events.slice(0, cut + 1);
          const atCut = prefix.reduce(fold.evolve as never, fold.initialState);
          saveSnapshotIfDue(log, STREAM, { ...walletSnapshotPolicy, every: 1 }, -1, {
            state: atCut,
            lastEvent: events[cut]!,
          });

          const loaded = await loadFromSnapshot(log, walletSnapshotPolicy);
          expect(loaded.snapshot?.lastEvent.revision).toBe(cut);
          expect(seen(loaded.state)).toEqual(seen(await fullFold(log)));
          expect(loaded.lastEvent).toEqual(events.at(-1));

          // A state loaded from a snapshot (bets still as text) saved again loads the same.
          saveSnapshotIfDue(log, STREAM, { ...walletSnapshotPolicy, every: 1 }, -1, {
            state: loaded.state,
            lastEvent: loaded.lastEvent!,
          });
          expect(seen((await loadFromSnapshot(log, walletSnapshotPolicy)).state)).toEqual(seen(loaded.state));
        } finally {
          await log.close();
        }
      }),
      { numRuns: 60, seed: 15 },
    );
  });

  it('given a snapshot saved by another fold version, when loaded, then it is ignored and the stream folded from its start', async () => {
    await live(store, []);
    await runWalletCommand(store, {
      command: { type: 'AddFreePlay', userId: 'u1', amountCents: 500, actor: 'a' },
      metadata,
    });
    const [first] = await store.readStream(STREAM);
    const staleState = { ...fold.initialState, inner: { ...walletDecider.initialState, cashCents: 999_999_999 } };
    saveSnapshotIfDue(store, STREAM, { ...walletSnapshotPolicy, version: 'wallet-fold-0.codec-1', every: 1 }, -1, {
      state: staleState,
      lastEvent: first!,
    });

    const loaded = await loadFromSnapshot(store, walletSnapshotPolicy);
    expect(loaded.snapshot).toBeUndefined();
    expect(seen(loaded.state)).toEqual(seen(await fullFold(store)));
    expect(loaded.state.inner.cashCents).toBe(100_000);
  });

  it('given a snapshot of an event the log does not hold (a log restored from an older backup), when loaded, then it is ignored', async () => {
    await live(store, []);
    const [first] = await store.readStream(STREAM);
    saveSnapshotIfDue(store, STREAM, { ...walletSnapshotPolicy, every: 1 }, -1, {
      state: await fullFold(store),
      lastEvent: { ...first!, revision: 5, id: 'not-in-this-log' },
    });
    expect(await loadSnapshot(store, STREAM, walletSnapshotPolicy)).toBeUndefined();
  });

  it('given a wallet of 2,500 events, when a fresh process loads it, then it starts from the snapshot at 2,000 and the next event continues the hash chain', async () => {
    await live(store, []);
    const adjust: WalletCommand = {
      type: 'AdjustBalance',
      userId: 'u1',
      balanceType: 'cash',
      amountCents: 1,
      actor: 'a',
    };
    for (let n = 1; n < 2_500; n += 1) await runWalletCommand(store, { command: adjust, metadata });
    expect(store.snapshots?.load(STREAM)?.lastEvent.revision).toBe(1_999);

    // A fresh process: a new store object (no cached state) over the same log and snapshots.
    const fresh = openSqliteEventStore({ path: ':memory:' });
    try {
      await fresh.append(STREAM, await store.readStream(STREAM), 'no_stream');
      fresh.snapshots?.save(STREAM, store.snapshots!.load(STREAM)!);
      const loaded = await loadDeciderState(fresh, { streamId: STREAM, decider: walletDecider });
      expect(seen(loaded.state)).toEqual(seen(await fullFold(fresh)));
      expect(loaded.state.inner.cashCents).toBe(100_000 + 2_499);

      await runWalletCommand(fresh, { command: adjust, metadata });
      const [before, next] = await fresh.readStream(STREAM, { fromRevision: 2_499 });
      expect(next?.metadata.prevHash).toBe(before?.metadata.hash);
    } finally {
      await fresh.close();
    }
  });

  it('saves a snapshot when a load passes a multiple of `every` events, and only then', () => {
    const policy = { ...walletSnapshotPolicy, every: 1_000 };
    const at = (revision: number) => ({ state: fold.initialState, lastEvent: { revision } as never });
    expect(saveSnapshotIfDue(store, STREAM, policy, 998, at(998))).toBe(false);
    expect(saveSnapshotIfDue(store, STREAM, policy, 998, at(999))).toBe(true);
    expect(saveSnapshotIfDue(store, STREAM, policy, 999, at(1_500))).toBe(false);
    expect(saveSnapshotIfDue(store, STREAM, policy, -1, at(1_500))).toBe(true);
  });
});
