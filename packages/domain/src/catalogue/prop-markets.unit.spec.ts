import { describe, expect, it } from 'vitest';
import { propMarketLabel } from '../labels/leg-label.js';
import { PROP_MARKETS, findPropMarket, propMarketsFor, propStatValue } from './prop-markets.js';
import { SPORTS } from './sport.js';

const US_FAMILIES = ['football', 'basketball', 'baseball', 'hockey'] as const;

describe('the player prop catalogue', () => {
  it('holds the 137 distinct market keys of NFL, NBA, MLB and NHL (NCAAF and NCAAB share them)', () => {
    const keys = new Set(US_FAMILIES.flatMap((family) => PROP_MARKETS[family].map((market) => market.key)));
    expect(keys.size).toBe(137);
    const sixSports = ['NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL'] as const;
    expect(new Set(sixSports.flatMap((sport) => propMarketsFor(sport).map((market) => market.key))).size).toBe(137);
    expect(US_FAMILIES.map((family) => PROP_MARKETS[family].length)).toEqual([59, 33, 35, 17]);
  });

  it('uses snake-case keys, each once per sport', () => {
    for (const sport of SPORTS) {
      const keys = propMarketsFor(sport).map((market) => market.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^(player|batter|pitcher)_[a-z0-9_]+$/);
    }
  });

  it('settles an alternate on the same stats as its main market', () => {
    for (const family of US_FAMILIES) {
      for (const market of PROP_MARKETS[family].filter((entry) => entry.alternate)) {
        const main = PROP_MARKETS[family].find((entry) => entry.key === market.key.replace(/_alternate$/, ''));
        expect(main?.stats).toEqual(market.stats);
      }
    }
  });

  it('lists no props for MMA and shares catalogues between pro and college', () => {
    expect(propMarketsFor('MMA')).toEqual([]);
    expect(propMarketsFor('NCAAF')).toBe(propMarketsFor('NFL'));
    expect(propMarketsFor('NCAAB')).toBe(propMarketsFor('NBA'));
  });

  it('settles a combined market on the sum of its stats', () => {
    const pra = findPropMarket('NBA', 'player_points_rebounds_assists');
    expect(pra && propStatValue(pra, { points: 24, rebounds: 9, assists: 7, steals: 2 })).toBe(40);
    const hockeyPoints = findPropMarket('NHL', 'player_points');
    expect(hockeyPoints && propStatValue(hockeyPoints, { goals: 1, assists: 2 })).toBe(3);
    expect(hockeyPoints && propStatValue(hockeyPoints, undefined)).toBeUndefined();
  });

  it('labels markets for headings', () => {
    expect(propMarketLabel('player_pass_yds')).toBe('Pass Yards');
    expect(propMarketLabel('player_points_alternate')).toBe('Alt Points');
    expect(propMarketLabel('pitcher_strikeouts')).toBe('Pitcher Strikeouts');
    expect(propMarketLabel('player_1st_td')).toBe('First TD');
  });
});
