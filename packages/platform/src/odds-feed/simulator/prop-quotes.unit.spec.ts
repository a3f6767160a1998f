import { findPropMarket, priceProps, propMarketsFor } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { expectedStats } from './expected-stats.js';
import { PROPS_FROM_MS, propQuotes } from './prop-quotes.js';
import { gameRosters } from './rosters.js';
import { twoBookGameOf } from './testing/games.js';

const SEED = 'props';

describe("a simulated bookmaker's player props", () => {
  const game = twoBookGameOf(SEED, 'NBA');
  const roster = gameRosters(SEED, game);
  const at = game.startsAt - 2 * 3_600_000;
  const quotes = propQuotes(SEED, game, roster, 'draftkings', at);

  it('are posted the day before the start and taken down at the start', () => {
    expect(propQuotes(SEED, game, roster, 'draftkings', game.startsAt - PROPS_FROM_MS - 1)).toEqual([]);
    expect(quotes.length).toBeGreaterThan(30);
    expect(propQuotes(SEED, game, roster, 'draftkings', game.startsAt)).toEqual([]);
  });

  it('only use market keys of the sport and players of the game', () => {
    const keys = new Set(propMarketsFor('NBA').map((market) => market.key));
    const names = new Set(roster.map((player) => player.name));
    for (const quote of quotes) {
      expect(keys.has(quote.propType)).toBe(true);
      expect(names.has(quote.playerName)).toBe(true);
    }
  });

  it("hang each main line next to the player's expected stat", () => {
    const expected = expectedStats(SEED, game, roster);
    const points = quotes.filter((quote) => quote.propType === 'player_points');
    expect(points.length).toBeGreaterThan(2);
    for (const quote of points) {
      const mean = expected.get(quote.playerName)?.points ?? 0;
      expect(Math.abs(quote.line - mean)).toBeLessThan(Math.max(2, mean * 0.15));
    }
  });

  it('put alternate lines above the main one, at longer odds on the over', () => {
    const both = [...quotes, ...propQuotes(SEED, game, roster, 'fanduel', at)];
    const priced = priceProps(game.gameId, both);
    const alternates = priced.filter((prop) => prop.propType.endsWith('_alternate'));
    expect(alternates.length).toBeGreaterThan(0);
    for (const alternate of alternates) {
      const main = priced.find(
        (prop) => prop.playerName === alternate.playerName && `${prop.propType}_alternate` === alternate.propType,
      );
      if (!main) continue;
      expect(alternate.line).toBeGreaterThan(main.line);
      expect(alternate.overOdds).toBeGreaterThan(main.overOdds);
    }
    expect(findPropMarket('NBA', alternates[0]?.propType ?? '')?.alternate).toBe(true);
  });

  it('price yes/no markets as over/under 0.5', () => {
    const yesNo = quotes.filter((quote) => findPropMarket('NBA', quote.propType)?.kind === 'yes_no');
    expect(yesNo.length).toBeGreaterThan(0);
    for (const quote of yesNo) expect(quote.line).toBe(0.5);
  });
});
