import { describe, expect, it } from 'vitest';
import { betIdsOf, betOf, betsOf } from './bet-book.js';
import { longWalletStream } from './testing/long-wallet-stream.js';
import { emptyWallet, evolveWallet } from './wallet.js';
import type { WalletEvent } from './wallet-events.js';
import type { WalletState } from './wallet-state.js';

const fold = (events: readonly WalletEvent[]): WalletState => events.reduce(evolveWallet, emptyWallet);

/** The fastest of three folds (the least disturbed by anything else the machine does), in ms. */
const foldMs = (events: readonly WalletEvent[]) => {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    fold(events);
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

describe('folding a long wallet stream', () => {
  it('remembers every bet and its settlement, in the order placed', () => {
    const state = fold(longWalletStream(10_001));
    expect(state.bets.size).toBe(5_000);
    expect(betIdsOf(state.bets).slice(0, 3)).toEqual(['bet-0', 'bet-1', 'bet-2']);
    expect(betsOf(state.bets).every((bet) => bet.settlement !== null)).toBe(true);
    expect(betOf(state.bets, 'bet-4998')?.settlement?.outcome).toBe('won');
    expect(betOf(state.bets, 'bet-4999')?.settlement).toMatchObject({ outcome: 'lost', payoutCents: 0 });
    expect(betOf(state.bets, 'bet-5000')).toBeUndefined();
    expect(state.cashCents).toBe(100_000_000 - 5_000 * 1_000 + 2_500 * 1_909);
  });

  it('leaves the state it evolved from as it was', () => {
    const events = longWalletStream(2_000);
    const before = fold(events.slice(0, 1_000));
    const pendingId = betIdsOf(before.bets).find((betId) => betOf(before.bets, betId)?.settlement === null)!;
    const settledBefore = betsOf(before.bets).filter((bet) => bet.settlement).length;
    const after = events.slice(1_000).reduce(evolveWallet, before);
    expect(betOf(after.bets, pendingId)?.settlement).not.toBeNull();
    expect(betOf(before.bets, pendingId)?.settlement).toBeNull();
    expect(betsOf(before.bets).filter((bet) => bet.settlement)).toHaveLength(settledBefore);
    expect(before.bets.size).toBeLessThan(after.bets.size);
  });

  // Ratio, not milliseconds: a linear fold of ten times the events takes about ten times as long (a little more
  // for the trie's extra level and a larger heap); the quadratic one copied every bet per event, ~100 times.
  it('takes about ten times as long for 100,000 events as for 10,000 (linear, not quadratic)', () => {
    const small = longWalletStream(10_000);
    const large = longWalletStream(100_000);
    foldMs(small);
    const ratio = foldMs(large) / foldMs(small);
    expect(ratio).toBeLessThan(40);
  }, 60_000);

  it('stays linear when every bet counts in one old quarter hour (out-of-order play times)', () => {
    const placedAt = '2024-12-31T12:00:00.000Z';
    const small = longWalletStream(10_000, { placedAt });
    const large = longWalletStream(100_000, { placedAt });
    foldMs(small);
    const ratio = foldMs(large) / foldMs(small);
    expect(ratio).toBeLessThan(40);
  }, 60_000);
});
