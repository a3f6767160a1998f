import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from '../american-odds.js';
import { anyAmericanOdds, defined } from '../testing/arbitraries.js';
import { impliedProbability } from './implied-probability.js';
import { averageOfTwoBooks } from './two-book-average.js';

const dk = (odds: number) => ({ bookmaker: 'DraftKings', odds: americanOdds(odds) });
const fd = (odds: number) => ({ bookmaker: 'FanDuel', odds: americanOdds(odds) });

describe('averageOfTwoBooks', () => {
  it('averages both books when both quote', () => {
    expect(averageOfTwoBooks(dk(-110), fd(-120))).toEqual({ odds: -115, bookmakers: ['DraftKings', 'FanDuel'] });
    expect(averageOfTwoBooks(dk(150), fd(130))?.odds).toBe(140);
  });

  it('averages across even money in probability, not as numbers', () => {
    expect(averageOfTwoBooks(dk(-105), fd(105))?.odds).toBe(100);
  });

  it('uses the one book that quotes', () => {
    expect(averageOfTwoBooks(dk(-110), undefined)).toEqual({ odds: -110, bookmakers: ['DraftKings'] });
    expect(averageOfTwoBooks(undefined, fd(145))).toEqual({ odds: 145, bookmakers: ['FanDuel'] });
    expect(averageOfTwoBooks(undefined, undefined)).toBeUndefined();
  });

  it('is symmetric and lies between the two prices', () => {
    fc.assert(
      fc.property(anyAmericanOdds, anyAmericanOdds, (first, second) => {
        const average = defined(averageOfTwoBooks(dk(first), fd(second))).odds;
        expect(averageOfTwoBooks(dk(second), fd(first))?.odds).toBe(average);
        const [low, high] = [impliedProbability(first), impliedProbability(second)].sort((a, b) => a - b);
        expect(impliedProbability(average)).toBeGreaterThanOrEqual((low as number) - 1e-9);
        expect(impliedProbability(average)).toBeLessThanOrEqual((high as number) + 1e-9);
      }),
    );
  });
});
