import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from './american-odds.js';
import { decimalToAmerican, americanToDecimal } from './convert-odds.js';
import { parlayDecimal, parlayOdds } from './parlay-odds.js';
import { anyAmericanOdds, typicalAmericanOdds } from './testing/arbitraries.js';

const odds = (...values: number[]) => values.map(americanOdds);

describe('parlayOdds', () => {
  it.each([
    [[-110, -110], 264],
    [[150, -110], 377],
    [[100, 100], 300],
    [[-110, -110, -110], 596],
    [[200, 300, -150], 1900],
  ])('%j combine to %i', (legs, expected) => {
    expect(parlayOdds(odds(...legs))).toBe(expected);
  });

  it('multiplies the exact leg decimals', () => {
    expect(parlayDecimal(odds(-110, -110))).toEqual({ num: 441n, den: 121n });
  });

  it('needs at least one leg', () => {
    expect(() => parlayOdds([])).toThrow(RangeError);
  });

  it('prices a one-leg parlay like the single', () => {
    fc.assert(
      fc.property(anyAmericanOdds, (leg) => {
        expect(parlayOdds([leg])).toBe(decimalToAmerican(americanToDecimal(leg)));
      }),
    );
  });

  it('does not depend on the order of the legs', () => {
    fc.assert(
      fc.property(fc.array(typicalAmericanOdds, { minLength: 2, maxLength: 6 }), (legs) => {
        expect(parlayOdds([...legs].reverse())).toBe(parlayOdds(legs));
      }),
    );
  });

  it('pays at least as much as its best leg', () => {
    fc.assert(
      fc.property(fc.array(typicalAmericanOdds, { minLength: 2, maxLength: 6 }), (legs) => {
        const combined = parlayDecimal(legs);
        for (const leg of legs) {
          const single = americanToDecimal(leg);
          expect(combined.num * single.den).toBeGreaterThan(single.num * combined.den);
        }
      }),
    );
  });
});
