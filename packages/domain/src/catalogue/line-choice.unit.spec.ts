import { describe, expect, it } from 'vitest';
import { americanOdds } from '../odds/american-odds.js';
import type { MarketQuote } from '../odds/aggregate/index.js';
import { chooseLine } from './line-choice.js';
import { priceMarkets } from './price-markets.js';
import { priceProps } from './price-props.js';
import { prop, total } from './testing/feed-fixtures.js';

const quote = (bookmaker: string, line: number, over: number, under: number): MarketQuote<'over' | 'under'> => ({
  bookmaker,
  line,
  prices: { over: americanOdds(over), under: americanOdds(under) },
});

describe('line choice (the tie-break written in line-choice.ts)', () => {
  it('takes the line most books quote, whatever its prices', () => {
    expect(chooseLine([quote('DK', 8.5, -150, 120), quote('FD', 8.5, -150, 120), quote('MGM', 9, -110, -110)])).toBe(
      8.5,
    );
  });

  it('on a tie takes the line whose two prices are the most balanced, even when it is the higher one', () => {
    // DK 220.5 at -130/+110 leans to the over; FD 221.5 at -110/-110 is FD's middle: 221.5 is hung.
    expect(chooseLine([quote('DK', 220.5, -130, 110), quote('FD', 221.5, -110, -110)])).toBe(221.5);
    expect(chooseLine([quote('FD', 221.5, -110, -110), quote('DK', 220.5, -130, 110)])).toBe(221.5);
    expect(chooseLine([quote('DK', 220.5, -110, -110), quote('FD', 221.5, -130, 110)])).toBe(220.5);
  });

  it('with equally balanced prices takes the line nearest the median of all lines, then the lower one', () => {
    expect(chooseLine([quote('DK', 3, -110, -110), quote('FD', 5, -110, -110), quote('MGM', 5.5, -110, -110)])).toBe(5);
    expect(chooseLine([quote('FD', 5, -110, -110), quote('DK', 3, -110, -110)])).toBe(3);
  });

  it('has no line for a moneyline', () => {
    expect(chooseLine([{ bookmaker: 'DK', prices: { over: americanOdds(-110) } }])).toBeUndefined();
  });

  it('prices a market from the books on the chosen line alone', () => {
    const [row] = priceMarkets([total('draftkings', 220.5, -130, 110), total('fanduel', 221.5, -110, -110)]);
    expect(row).toMatchObject({ line: 221.5, overOdds: -110, underOdds: -110, bookmaker: 'FD' });
    const [half] = priceMarkets([
      total('draftkings', 110.5, -110, -110, 'totals_h1'),
      total('fanduel', 111.5, -125, 105, 'totals_h1'),
    ]);
    expect(half).toMatchObject({ line: 110.5, overOdds: -110, bookmaker: 'DK' });
  });

  it('prices a prop the same way (recorded: Cam Thomas, DK 20.5 at -125/-105, FD 21.5 at -102/-120)', () => {
    const [cam] = priceProps('g', [
      prop('draftkings', 'Cameron Thomas', 'player_points', 20.5, -125, -105, null),
      prop('fanduel', 'Cam Thomas', 'player_points', 21.5, -102, -120, null),
    ]);
    expect(cam).toMatchObject({ line: 21.5, overOdds: -102, underOdds: -120, bookmaker: 'FD' });
  });
});
