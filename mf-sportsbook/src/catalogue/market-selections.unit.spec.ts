import { describe, expect, it } from 'vitest';
import type { MarketRow } from './catalogue-types';
import { buttonLine, hasDraw, marketSelection } from './market-selections';

const matchup = { id: 's1', homeTeam: 'Arsenal', awayTeam: 'Chelsea' };
const twoWay: MarketRow = {
  eventId: 's1',
  marketType: 'moneyline',
  line: null,
  awayLine: null,
  homeOdds: 150,
  awayOdds: 180,
  overOdds: null,
  underOdds: null,
  bookmaker: 'DK+FD',
};
const threeWay: MarketRow = { ...twoWay, drawOdds: 240 };

describe("soccer's Draw as a slip selection", () => {
  it('is offered only where the moneyline prices it', () => {
    expect([hasDraw(threeWay), hasDraw(twoWay), hasDraw({ ...twoWay, drawOdds: null }), hasDraw(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(marketSelection(matchup, twoWay, 'draw')).toBeUndefined();
  });

  it("is named 'Draw' on the moneyline, without a line, at the Draw's price and from the row's books", () => {
    expect(marketSelection(matchup, threeWay, 'draw')).toEqual({
      id: 's1|moneyline|draw',
      eventId: 's1',
      marketType: 'moneyline',
      side: 'draw',
      line: null,
      odds: 240,
      label: 'Draw',
      marketLabel: 'Moneyline',
      eventLabel: 'Chelsea @ Arsenal',
      bookmaker: 'DK+FD',
    });
    expect(buttonLine(threeWay, 'draw')).toBeUndefined();
  });
});
