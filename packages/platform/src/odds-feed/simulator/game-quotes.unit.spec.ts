import { impliedProbability, priceMarkets, type AmericanOdds, type Sport } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { gameQuotes } from './game-quotes.js';
import { twoBookGameOf } from './testing/games.js';
import { buildTimeline, momentAt } from './timeline.js';

const SEED = 'quotes';
const HOUR = 3_600_000;
const pregame = (sport: Sport) => {
  const game = twoBookGameOf(SEED, sport);
  const timeline = buildTimeline(SEED, game, 1);
  return { game, timeline, quotes: gameQuotes(SEED, timeline, 'draftkings', game.startsAt - HOUR) };
};
const types = (quotes: { marketType: string }[]) => new Set(quotes.map((quote) => quote.marketType));
const overround = (a: number | null, b: number | null) =>
  impliedProbability(a as AmericanOdds) + impliedProbability(b as AmericanOdds);

describe("a simulated bookmaker's game quotes", () => {
  it('hangs the markets each sport has', () => {
    expect(types(pregame('MMA').quotes)).toEqual(new Set(['moneyline']));
    const nba = types(pregame('NBA').quotes);
    for (const market of ['moneyline', 'spread', 'totals', 'team_total_home', 'spread_h1', 'totals_q3']) {
      expect(nba.has(market)).toBe(true);
    }
    expect(types(pregame('NCAAB').quotes).has('spread_q1')).toBe(false);
    expect(types(pregame('MLB').quotes).has('totals_f5')).toBe(true);
    expect(types(pregame('NHL').quotes).has('totals_p2')).toBe(true);
    const soccer = types(pregame('Soccer').quotes);
    expect([soccer.has('totals_h1'), soccer.has('moneyline_h1'), soccer.has('team_total_home')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("prices soccer's moneyline three ways, with a Draw, and no other sport's", () => {
    const { game, timeline, quotes } = pregame('Soccer');
    const moneyline = quotes.find((quote) => quote.marketType === 'moneyline');
    expect(moneyline?.drawOdds).toEqual(expect.any(Number));
    // Three outcomes, each with the book's margin: more than 100% in all, and the draw is no favourite.
    const { homeOdds, awayOdds, drawOdds } = moneyline ?? {};
    const sides = [homeOdds, awayOdds, drawOdds].map((odds) => impliedProbability(odds as AmericanOdds));
    expect(sides.reduce((sum, chance) => sum + chance, 0)).toBeGreaterThan(1.01);
    expect(drawOdds).toBeGreaterThan(100);
    expect(quotes.filter((quote) => quote.drawOdds !== undefined).map((quote) => quote.marketType)).toEqual([
      'moneyline',
    ]);
    const live = gameQuotes(SEED, timeline, 'fanduel', game.startsAt + 60_000);
    expect(live.find((quote) => quote.marketType === 'moneyline')?.drawOdds).toEqual(expect.any(Number));
    for (const sport of ['NFL', 'NHL', 'MMA'] as const) {
      expect(pregame(sport).quotes.some((quote) => quote.drawOdds !== undefined)).toBe(false);
    }
    const [priced] = priceMarkets([...quotes, ...gameQuotes(SEED, timeline, 'fanduel', game.startsAt - HOUR)]);
    expect(priced).toMatchObject({ marketType: 'moneyline', drawOdds: expect.any(Number), bookmaker: 'DK+FD' });
  });

  it('builds a margin into every two-way price and hangs lines in half points', () => {
    for (const quote of pregame('NFL').quotes) {
      const sides = quote.overOdds === null ? [quote.homeOdds, quote.awayOdds] : [quote.overOdds, quote.underOdds];
      expect(overround(sides[0] ?? null, sides[1] ?? null)).toBeGreaterThan(1.01);
      // Mostly x.5; a book that hangs its line half a point off the other's lands on a whole number.
      if (quote.line !== null) expect(Number.isInteger(quote.line * 2)).toBe(true);
    }
  });

  it('quotes nothing before the book opens the game and nothing once it is over', () => {
    const { game, timeline } = pregame('NHL');
    const opens = game.quotesFrom.draftkings ?? 0;
    expect(gameQuotes(SEED, timeline, 'draftkings', opens - 1)).toEqual([]);
    expect(gameQuotes(SEED, timeline, 'draftkings', opens).length).toBeGreaterThan(0);
    expect(gameQuotes(SEED, timeline, 'draftkings', timeline.endsAt)).toEqual([]);
  });

  it('moves live prices with the score and the clock, main markets only', () => {
    const { game, timeline } = pregame('NBA');
    const prices = new Set<number | null>();
    for (let at = game.startsAt + 1000; at < timeline.endsAt; at += 30_000) {
      const quotes = gameQuotes(SEED, timeline, 'fanduel', at);
      expect(types(quotes)).toEqual(new Set(['moneyline', 'spread', 'totals']));
      prices.add(quotes[0]?.homeOdds ?? null);
    }
    expect(prices.size).toBeGreaterThan(5);
    // Late in the game the leader is a heavy favourite.
    const late = timeline.endsAt - 20_000;
    const { homeScore, awayScore } = momentAt(timeline, late);
    const [moneyline] = priceMarkets(gameQuotes(SEED, timeline, 'fanduel', late));
    if (Math.abs(homeScore - awayScore) >= 8) {
      const leader = homeScore > awayScore ? moneyline?.homeOdds : moneyline?.awayOdds;
      expect(leader).toBeLessThan(-300);
    }
  });
});
