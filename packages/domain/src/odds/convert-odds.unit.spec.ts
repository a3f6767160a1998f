import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from './american-odds.js';
import { americanToDecimal, americanToDecimalNumber, decimalToAmerican } from './convert-odds.js';
import { rational } from './rational.js';
import { anyAmericanOdds } from './testing/arbitraries.js';

describe('americanToDecimal', () => {
  it.each([
    [150, 5n, 2n],
    [-110, 21n, 11n],
    [100, 2n, 1n],
    [-100, 2n, 1n],
    [-250, 7n, 5n],
  ])('%i is %i/%i', (odds, num, den) => {
    expect(americanToDecimal(americanOdds(odds))).toEqual({ num, den });
  });

  it('has a float version for display', () => {
    expect(americanToDecimalNumber(americanOdds(-110))).toBeCloseTo(1.9091, 4);
    expect(americanToDecimalNumber(americanOdds(145))).toBe(2.45);
  });
});

describe('decimalToAmerican', () => {
  it.each([
    [2n, 1n, 100],
    [5n, 2n, 150],
    [21n, 11n, -110],
    [441n, 121n, 264],
    [201n, 100n, 101],
    // 1.995 is -100/0.995 = -100.5025..., nearest integer -101.
    [1995n, 1000n, -101],
    // 2.005 is exactly +100.5: halves round up.
    [2005n, 1000n, 101],
    // 1.996 is -100.4016...: rounds onto -100, which is even money, reported as +100.
    [1996n, 1000n, 100],
  ])('%i/%i is %i', (num, den, expected) => {
    expect(decimalToAmerican(rational(num, den))).toBe(expected);
  });

  it('refuses decimal odds that do not pay more than the stake', () => {
    expect(() => decimalToAmerican(rational(1n, 1n))).toThrow(RangeError);
    expect(() => decimalToAmerican(rational(1n, 2n))).toThrow(RangeError);
  });

  it('round-trips every valid American price; -100 comes back as the canonical +100', () => {
    fc.assert(
      fc.property(anyAmericanOdds, (odds) => {
        const expected = odds === -100 ? 100 : odds;
        expect(decimalToAmerican(americanToDecimal(odds))).toBe(expected);
      }),
    );
    expect(decimalToAmerican(americanToDecimal(americanOdds(-100)))).toBe(100);
  });

  it('always answers a valid price that orders like the decimal odds', () => {
    const decimalAboveOne = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
      .map(([profit, den]) => rational(den + profit, den));
    fc.assert(
      fc.property(decimalAboveOne, decimalAboveOne, (left, right) => {
        const leftPrice = americanToDecimalNumber(decimalToAmerican(left));
        const rightPrice = americanToDecimalNumber(decimalToAmerican(right));
        if (left.num * right.den < right.num * left.den) expect(leftPrice).toBeLessThanOrEqual(rightPrice);
      }),
    );
  });
});
