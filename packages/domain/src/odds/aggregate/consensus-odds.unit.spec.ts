import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from '../american-odds.js';
import { anyAmericanOdds, defined, withShuffled } from '../testing/arbitraries.js';
import type { BookQuote } from './book-quote.js';
import { consensusOdds } from './consensus-odds.js';
import { impliedProbability } from './implied-probability.js';

const quotes = (...prices: number[]): BookQuote[] =>
  prices.map((odds, index) => ({ bookmaker: `book${index}`, odds: americanOdds(odds) }));

describe('consensusOdds', () => {
  it('takes the median price after dropping an outlier', () => {
    expect(consensusOdds(quotes(-110, -112, -108, -110, 250))).toEqual({
      odds: -110,
      bookmakers: ['book0', 'book1', 'book2', 'book3'],
    });
  });

  it('treats prices around even money as neighbours, not 200 apart', () => {
    // As American numbers the median of these would be (-102 + 102) / 2 = 0, which is not a price at all.
    expect(consensusOdds(quotes(-105, 102, 104, -102))?.odds).toBe(100);
  });

  it('keeps the prices equal to the median when most books agree (MAD 0)', () => {
    expect(consensusOdds(quotes(-110, -110, -110, -125))).toEqual({
      odds: -110,
      bookmakers: ['book0', 'book1', 'book2'],
    });
  });

  it('is undefined when nobody quotes', () => {
    expect(consensusOdds([])).toBeUndefined();
  });

  const anyQuotes = fc.array(
    fc.record({ bookmaker: fc.constantFrom('DraftKings', 'FanDuel', 'BetMGM', 'Caesars'), odds: anyAmericanOdds }),
    { minLength: 1, maxLength: 9 },
  );

  it('lies between the lowest and highest quoted price', () => {
    fc.assert(
      fc.property(anyQuotes, (input) => {
        const probabilities = input.map((quote) => impliedProbability(quote.odds));
        const result = impliedProbability(defined(consensusOdds(input)).odds);
        // Rounding to an integer price moves the probability by far less than this margin.
        expect(result).toBeGreaterThanOrEqual(Math.min(...probabilities) - 1e-9);
        expect(result).toBeLessThanOrEqual(Math.max(...probabilities) + 1e-9);
      }),
    );
  });

  it('does not depend on the order of the quotes', () => {
    fc.assert(
      fc.property(withShuffled(anyQuotes), ([input, shuffled]) => {
        const original = defined(consensusOdds(input));
        const reordered = defined(consensusOdds(shuffled));
        expect(reordered.odds).toBe(original.odds);
        expect(reordered.bookmakers.sort()).toEqual(original.bookmakers.sort());
      }),
    );
  });
});
