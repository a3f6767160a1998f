import { describe, expect, it } from 'vitest';
import { betIdsOf, betOf, betsOf, emptyBetBook, withBet, type BetBook } from './bet-book.js';
import { hashOf } from './hash-trie.js';
import type { WalletBet } from './wallet-bet.js';

const bet = (betId: string, stakeCents = 100): WalletBet => ({
  betId,
  betMode: 'single',
  balanceType: 'cash',
  stakeCents,
  potentialPayoutCents: stakeCents * 2,
  legs: [],
  settlement: null,
});

describe('bet book', () => {
  it('finds every one of 200,000 bets, in placement order', () => {
    const ids = Array.from(
      { length: 200_000 },
      (_, n) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    );
    const book = ids.reduce((sofar, id, n) => withBet(sofar, bet(id, n + 1)), emptyBetBook);
    expect(book.size).toBe(ids.length);
    expect(ids.every((id, n) => betOf(book, id)?.stakeCents === n + 1)).toBe(true);
    expect(betIdsOf(book)).toEqual(ids);
    expect(betOf(book, 'unknown')).toBeUndefined();
  });

  it('keeps bets whose ids share a hash apart', () => {
    // Found by search: two ids with the same 32-bit hash.
    const [first, second] = ['bet-439599', 'bet-622382'] as const;
    expect(hashOf(first)).toBe(hashOf(second));
    const ids = [first, 'bet-1', second, 'bet-2'];
    const book = ids.reduce((sofar, id, n) => withBet(sofar, bet(id, n + 1)), emptyBetBook);
    const replaced = withBet(book, { ...bet(first), stakeCents: 7 });
    expect(ids.map((id) => betOf(book, id)?.stakeCents)).toEqual([1, 2, 3, 4]);
    expect(ids.map((id) => betOf(replaced, id)?.stakeCents)).toEqual([7, 2, 3, 4]);
    expect(betIdsOf(replaced)).toEqual(ids);
    expect(betOf(book, 'bet-3')).toBeUndefined();
  });

  it('replaces a bet in place and leaves the earlier book unchanged', () => {
    const earlier: BetBook = ['a', 'b', 'c'].reduce((sofar, id) => withBet(sofar, bet(id)), emptyBetBook);
    const later = withBet(earlier, { ...bet('b'), stakeCents: 999 });
    expect(betIdsOf(later)).toEqual(['a', 'b', 'c']);
    expect(later.size).toBe(3);
    expect(betOf(later, 'b')?.stakeCents).toBe(999);
    expect(betOf(earlier, 'b')?.stakeCents).toBe(100);
    expect(betsOf(earlier).map((b) => b.stakeCents)).toEqual([100, 100, 100]);
  });
});
