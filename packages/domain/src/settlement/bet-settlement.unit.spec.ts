import { describe, expect, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import { betResult, type BetToSettle } from './bet-result.js';
import { creditFor } from './credits.js';

const single = (odds: number): BetToSettle => ({
  betMode: 'single',
  stakeCents: 1000,
  legs: [{ americanOdds: americanOdds(odds) }],
});
const parlay = (...odds: number[]): BetToSettle => ({
  betMode: 'parlay',
  stakeCents: 1000,
  legs: odds.map((value) => ({ americanOdds: americanOdds(value) })),
});

describe('settlement table: bets', () => {
  it('B1 a won single pays its potential payout', () => {
    expect(betResult(single(-110), ['won'])).toEqual({ outcome: 'won', payoutCents: 1909 });
    expect(betResult(single(250), ['won'])).toEqual({ outcome: 'won', payoutCents: 3500 });
  });

  it('B2 a lost single pays nothing', () =>
    expect(betResult(single(-110), ['lost'])).toEqual({ outcome: 'lost', payoutCents: 0 }));

  it('B3 a pushed or void single returns the stake', () => {
    expect(betResult(single(-110), ['push'])).toEqual({ outcome: 'push', payoutCents: 1000 });
    expect(betResult(single(-110), ['void'])).toEqual({ outcome: 'void', payoutCents: 1000 });
  });

  it('B4 a parlay of won legs pays the exact product, rounded down once', () =>
    // 1.909090... x 1.909090... x 2.5 = 9.1115...: $91.11 (rounding each leg would give $91.10).
    expect(betResult(parlay(-110, -110, 150), ['won', 'won', 'won'])).toEqual({ outcome: 'won', payoutCents: 9111 }));

  it('B5 one lost leg loses the parlay, even with legs still to play', () => {
    expect(betResult(parlay(-110, -110, 150), ['won', 'void', 'lost'])).toEqual({ outcome: 'lost', payoutCents: 0 });
    expect(betResult(parlay(-110, -110), ['lost', 'pending'])).toEqual({ outcome: 'lost', payoutCents: 0 });
  });

  it('B6 pushed and void legs drop out and the payout is recomputed from the won legs', () => {
    expect(betResult(parlay(-110, 150, 200), ['won', 'push', 'won'])).toEqual({ outcome: 'won', payoutCents: 5727 });
    // One leg left: the single's payout.
    expect(betResult(parlay(-110, 150), ['won', 'void'])).toEqual({ outcome: 'won', payoutCents: 1909 });
  });

  it('B7 a parlay with no win and no loss is a push', () =>
    expect(betResult(parlay(-110, 150), ['push', 'void'])).toEqual({ outcome: 'push', payoutCents: 1000 }));

  it('B8 a parlay whose every leg is void is void', () =>
    expect(betResult(parlay(-110, 150), ['void', 'void'])).toEqual({ outcome: 'void', payoutCents: 1000 }));

  it('B9 a parlay with a pending leg and no loss is not settled yet', () =>
    expect(betResult(parlay(-110, 150), ['won', 'pending'])).toBeNull());
});

describe('settlement table: credits', () => {
  const cash = { balanceType: 'cash' as const, stakeCents: 1000 };
  const freePlay = { balanceType: 'freePlay' as const, stakeCents: 1000 };

  it('C1 a won cash bet credits the whole payout to cash', () =>
    expect(creditFor(cash, 'won', 1909)).toEqual({ cashCents: 1909, freePlayCents: 0 }));

  it('C2 a pushed or void cash bet returns the stake to cash', () => {
    expect(creditFor(cash, 'push', 1000)).toEqual({ cashCents: 1000, freePlayCents: 0 });
    expect(creditFor(cash, 'void', 1000)).toEqual({ cashCents: 1000, freePlayCents: 0 });
  });

  it('C3 a lost bet credits nothing', () => {
    expect(creditFor(cash, 'lost', 0)).toEqual({ cashCents: 0, freePlayCents: 0 });
    expect(creditFor(freePlay, 'lost', 0)).toEqual({ cashCents: 0, freePlayCents: 0 });
  });

  it('C4 a won free-play bet pays only the winnings, in cash', () =>
    expect(creditFor(freePlay, 'won', 1909)).toEqual({ cashCents: 909, freePlayCents: 0 }));

  it('C5 a pushed or void free-play bet returns the stake to free play', () => {
    expect(creditFor(freePlay, 'push', 1000)).toEqual({ cashCents: 0, freePlayCents: 1000 });
    expect(creditFor(freePlay, 'void', 1000)).toEqual({ cashCents: 0, freePlayCents: 1000 });
  });
});
