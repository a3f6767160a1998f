import { describe, expect, it } from 'vitest';
import { catalogue, MARKETS, NOW } from '../betting/testing/bet-fixtures.js';
import { NFL_RESULT, marketLeg } from '../settlement/testing/settlement-fixtures.js';
import { americanOdds } from '../odds/american-odds.js';
import { legNow } from './leg-now.js';

const homeSpread = marketLeg('spread', 'home', -3.5, { americanOdds: americanOdds(-120) });

describe('legNow', () => {
  it('an open leg is at the book current price for the same side and line', () => {
    expect(legNow(homeSpread, catalogue(), NOW)).toEqual({ legId: 'l1', state: 'open', americanOdds: -110 });
  });

  it('a line that moved leaves the leg without a current price', () => {
    expect(legNow(marketLeg('spread', 'home', -2.5), catalogue(), NOW)).toEqual({ legId: 'l1', state: 'unpriced' });
  });

  it('a withdrawn market leaves the leg without a current price', () => {
    const withdrawn = { ...catalogue(), markets: MARKETS.filter((row) => row.marketType !== 'spread') };
    expect(legNow(homeSpread, withdrawn, NOW)).toMatchObject({ state: 'unpriced' });
  });

  it('a pre-match market past the start time has no price', () => {
    expect(legNow(homeSpread, catalogue(), '2025-01-05T19:00:00.000Z')).toMatchObject({ state: 'unpriced' });
  });

  it('a final game judges the leg as settlement does', () => {
    // home 24 - away 17 covers -3.5
    const view = catalogue({ status: 'final', result: NFL_RESULT });
    expect(legNow(homeSpread, view, NOW)).toEqual({ legId: 'l1', state: 'won' });
  });

  it('a final game without its result yet has no price', () => {
    expect(legNow(homeSpread, catalogue({ status: 'final' }), NOW)).toMatchObject({ state: 'unpriced' });
  });

  it('a postponed game voids the leg', () => {
    expect(legNow(homeSpread, catalogue({ status: 'postponed' }), NOW)).toEqual({ legId: 'l1', state: 'void' });
  });
});
