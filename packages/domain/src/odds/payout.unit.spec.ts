import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../money/cents.js';
import { americanOdds } from './american-odds.js';
import { exactPayoutCents, parlayPayoutCents, payoutCents, winningsCents } from './payout.js';
import { anyAmericanOdds, typicalAmericanOdds } from './testing/arbitraries.js';

const anyStake = fc.integer({ min: 0, max: 10_000_000 }).map(cents);

/** Either a safe integer amount or a RangeError: an inexact number must never come out. */
function expectSafeOrRefused(compute: () => Cents): void {
  try {
    expect(Number.isSafeInteger(compute())).toBe(true);
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
  }
}

describe('payoutCents', () => {
  it.each([
    [1000, -110, 1909],
    [1000, 150, 2500],
    [1000, 100, 2000],
    [1000, -100, 2000],
    [15000, -110, 28636],
    [15000, 100, 30000],
    [1, -110, 1],
    [0, 500, 0],
    [2500, -250, 3500],
  ])('%i cents at %i pays %i cents', (stake, odds, expected) => {
    expect(payoutCents(cents(stake), americanOdds(odds))).toBe(expected);
  });

  it('refuses a negative stake', () => {
    expect(() => payoutCents(cents(-1000), americanOdds(-110))).toThrow(RangeError);
  });

  it('never pays less than the stake on a winning leg, nor more than the exact price', () => {
    fc.assert(
      fc.property(anyStake, anyAmericanOdds, (stake, odds) => {
        const payout = payoutCents(stake, odds);
        expect(payout).toBeGreaterThanOrEqual(stake);
        const exactTimesHundred =
          odds > 0 ? BigInt(stake) * BigInt(odds + 100) : (BigInt(stake) * BigInt(-odds + 100) * 100n) / BigInt(-odds);
        expect(BigInt(payout) * 100n).toBeLessThanOrEqual(exactTimesHundred);
        expect(BigInt(payout + 1) * 100n).toBeGreaterThan(exactTimesHundred);
      }),
    );
  });

  it('yields a safe integer for any stake, or refuses', () => {
    fc.assert(
      fc.property(fc.maxSafeNat().map(cents), anyAmericanOdds, (stake, odds) => {
        expectSafeOrRefused(() => payoutCents(stake, odds));
      }),
    );
    expect(() => payoutCents(cents(Number.MAX_SAFE_INTEGER), americanOdds(100))).toThrow(RangeError);
  });
});

describe('parlayPayoutCents', () => {
  it('pays $36.44 on $10 at -110/-110 (+264)', () => {
    expect(parlayPayoutCents(cents(1000), [americanOdds(-110), americanOdds(-110)])).toBe(3644);
  });

  it('rounds once at the end, not per leg', () => {
    // -110 then -120 is exactly 21/11 * 11/6 = 3.5, but flooring after the first leg (1909) would pay 3499.
    expect(parlayPayoutCents(cents(1000), [americanOdds(-110), americanOdds(-120)])).toBe(3500);
    // Three legs at -110: exact 6957.8..., per-leg flooring would give 6956.
    expect(parlayPayoutCents(cents(1000), [americanOdds(-110), americanOdds(-110), americanOdds(-110)])).toBe(6957);
  });

  it('pays a one-leg parlay exactly like the single', () => {
    fc.assert(
      fc.property(anyStake, anyAmericanOdds, (stake, odds) => {
        expect(parlayPayoutCents(stake, [odds])).toBe(payoutCents(stake, odds));
      }),
    );
  });

  it('never pays less than the stake and never depends on leg order', () => {
    fc.assert(
      fc.property(anyStake, fc.array(typicalAmericanOdds, { minLength: 1, maxLength: 8 }), (stake, legs) => {
        const payout = parlayPayoutCents(stake, legs);
        expect(payout).toBeGreaterThanOrEqual(stake);
        expect(parlayPayoutCents(stake, [...legs].reverse())).toBe(payout);
      }),
    );
  });

  it('yields a safe integer for any stake and legs, or refuses', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat().map(cents),
        fc.array(anyAmericanOdds, { minLength: 1, maxLength: 8 }),
        (stake, legs) => {
          expectSafeOrRefused(() => parlayPayoutCents(stake, legs));
        },
      ),
    );
  });
});

describe('winningsCents', () => {
  it('is the payout minus the stake', () => {
    expect(winningsCents({ stakeCents: cents(1000), payoutCents: cents(1909) })).toBe(909);
    expect(winningsCents({ stakeCents: cents(1000), payoutCents: cents(3644) })).toBe(2644);
  });
});

describe('exactPayoutCents', () => {
  it('matches the cents payout and keeps going past the safe range', () => {
    expect(exactPayoutCents(cents(1000), [americanOdds(-110), americanOdds(-110)])).toBe(3644n);
    const longShot = Array.from({ length: 8 }, () => americanOdds(100000));
    expect(exactPayoutCents(cents(1000), longShot)).toBe(1000n * 1001n ** 8n);
    expect(() => parlayPayoutCents(cents(1000), longShot)).toThrow(RangeError);
  });
});
