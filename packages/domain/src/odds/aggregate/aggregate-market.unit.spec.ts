import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from '../american-odds.js';
import { anyAmericanOdds, withShuffled } from '../testing/arbitraries.js';
import { aggregateMarket, type MarketQuote } from './aggregate-market.js';

type Side = 'home' | 'away';
const spread = (bookmaker: string, line: number, home: number, away: number): MarketQuote<Side> => ({
  bookmaker,
  line,
  prices: { home: americanOdds(home), away: americanOdds(away) },
});

describe('aggregateMarket', () => {
  it('prices the most common line only, and labels the books used', () => {
    const market = aggregateMarket([
      spread('DraftKings', -3.5, -110, -110),
      spread('FanDuel', -3.5, -108, -112),
      spread('BetMGM', -3, -125, 105),
    ]);
    expect(market).toEqual({ line: -3.5, prices: { home: -109, away: -111 }, bookmaker: 'DK+FD' });
  });

  it('prices a moneyline (no line) from every book and leaves outliers out of the label', () => {
    const moneyline = (bookmaker: string, home: number): MarketQuote<Side> => ({
      bookmaker,
      prices: { home: americanOdds(home) },
    });
    const market = aggregateMarket([
      moneyline('DraftKings', -150),
      moneyline('FanDuel', -150),
      moneyline('BetMGM', -150),
      moneyline('Bovada', 400),
    ]);
    expect(market).toEqual({ line: undefined, prices: { home: -150 }, bookmaker: 'DK+FD+MGM' });
  });

  it('keeps an outcome only some books price', () => {
    const market = aggregateMarket<'over' | 'under'>([
      { bookmaker: 'DraftKings', line: 220.5, prices: { over: americanOdds(-110), under: americanOdds(-110) } },
      { bookmaker: 'FanDuel', line: 220.5, prices: { over: americanOdds(-115) } },
    ]);
    // The middle of -110 and -115 in probability (0.5238 and 0.5349) is -112.47, not -112.5.
    expect(market).toEqual({ line: 220.5, prices: { over: -112, under: -110 }, bookmaker: 'DK+FD' });
  });

  it('is undefined without quotes or prices', () => {
    expect(aggregateMarket([])).toBeUndefined();
    expect(aggregateMarket<Side>([{ bookmaker: 'DraftKings', line: 1.5, prices: {} }])).toBeUndefined();
  });

  it('does not depend on the order of the quotes', () => {
    const quote = fc.record({
      bookmaker: fc.constantFrom('DraftKings', 'FanDuel', 'BetMGM', 'Caesars'),
      line: fc.constantFrom(-3.5, -3, -2.5),
      prices: fc.record({ home: anyAmericanOdds, away: anyAmericanOdds }),
    });
    fc.assert(
      fc.property(withShuffled(fc.array(quote, { minLength: 1, maxLength: 8 })), ([quotes, shuffled]) => {
        expect(aggregateMarket(shuffled)).toEqual(aggregateMarket(quotes));
      }),
    );
  });
});
