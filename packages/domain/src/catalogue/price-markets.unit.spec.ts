import { describe, expect, it } from 'vitest';
import { priceMarkets } from './price-markets.js';
import { moneyline, spread, total } from './testing/feed-fixtures.js';

describe('priceMarkets', () => {
  it('takes the median of both books in probability space and labels the row DK+FD', () => {
    // -110 implies 0.5238, -120 implies 0.5455: the middle, 0.5346, is -115.
    const [row] = priceMarkets([moneyline('draftkings', -110, -110), moneyline('fanduel', -120, 100)]);
    expect(row).toMatchObject({ marketType: 'moneyline', homeOdds: -115, bookmaker: 'DK+FD', line: null });
  });

  it('keeps one line per market: prices on another line are a different bet and are left out', () => {
    const [row] = priceMarkets([
      spread('draftkings', -3.5, -110, -110),
      spread('fanduel', -3.5, -105, -115),
      spread('fanduel', -2.5, -130, 110),
    ]);
    expect(row).toMatchObject({ marketType: 'spread', line: -3.5, awayLine: 3.5, bookmaker: 'DK+FD' });
  });

  it('labels a market priced by one book with that book only', () => {
    expect(priceMarkets([total('fanduel', 47.5, -108, -112)])).toEqual([
      {
        marketType: 'totals',
        line: 47.5,
        awayLine: null,
        homeOdds: null,
        awayOdds: null,
        overOdds: -108,
        underOdds: -112,
        bookmaker: 'FD',
      },
    ]);
  });

  it('averages the two books on period markets and team totals', () => {
    // -105 and +105 average (in probability) to even money, +100.
    const [row] = priceMarkets([
      total('draftkings', 24.5, -105, -115, 'totals_h1'),
      total('fanduel', 24.5, 105, -125, 'totals_h1'),
    ]);
    expect(row).toMatchObject({ marketType: 'totals_h1', line: 24.5, overOdds: 100, bookmaker: 'DK+FD' });
  });

  it('drops a market missing a side or carrying impossible odds', () => {
    expect(priceMarkets([{ ...moneyline('draftkings', -150, 130), awayOdds: null }])).toEqual([]);
    expect(priceMarkets([moneyline('draftkings', -150, 50)])).toEqual([]);
    expect(priceMarkets([{ ...spread('draftkings', -3.5, -110, -110), line: null }])).toEqual([]);
  });

  it('returns the board in a fixed order whatever order the quotes came in', () => {
    const quotes = [
      total('draftkings', 10.5, -110, -110, 'team_total_home'),
      spread('draftkings', -1.5, -110, -110, 'spread_q1'),
      total('draftkings', 221.5, -110, -110),
      moneyline('draftkings', -150, 130),
    ];
    const order = priceMarkets(quotes).map((row) => row.marketType);
    expect(order).toEqual(['moneyline', 'totals', 'team_total_home', 'spread_q1']);
    expect(priceMarkets([...quotes].reverse())).toEqual(priceMarkets(quotes));
  });

  it('offers the draw of a three-way (soccer) moneyline as a third price, from the books that quote it', () => {
    const [row] = priceMarkets([
      { ...moneyline('draftkings', 150, 180), drawOdds: 230 },
      { ...moneyline('fanduel', 150, 180), drawOdds: 230 },
    ]);
    expect(row).toMatchObject({
      marketType: 'moneyline',
      homeOdds: 150,
      awayOdds: 180,
      drawOdds: 230,
      bookmaker: 'DK+FD',
    });
    const [twoWay] = priceMarkets([moneyline('draftkings', -150, 130)]);
    expect(twoWay).not.toHaveProperty('drawOdds');
  });
});
