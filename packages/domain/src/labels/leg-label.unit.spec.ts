import { describe, expect, it } from 'vitest';
import { MARKET_TYPES } from '../catalogue/market.js';
import { legLabel, marketLabel, pickLabel, propMarketLabel, type LabelledLeg } from './leg-label.js';

const event = { homeTeam: 'Lakers', awayTeam: 'Heat' };
const leg = (marketType: string, selection: string, line: number | null, playerName?: string): LabelledLeg => ({
  marketType,
  selection,
  line,
  playerName,
  event,
});

describe('leg labels', () => {
  it('names every game market type, whole game and period, in words', () => {
    const labels = MARKET_TYPES.map((type) => marketLabel(type, event));
    expect(labels.filter((label) => label.includes('_'))).toEqual([]);
    expect(new Set(labels).size).toBe(MARKET_TYPES.length);
    expect(marketLabel('moneyline', event)).toBe('Moneyline');
    expect(marketLabel('spread_h1', event)).toBe('1st Half Spread');
    expect(marketLabel('totals_q1', event)).toBe('1st Quarter Total');
    expect(marketLabel('moneyline_f5', event)).toBe('First 5 Innings Moneyline');
    expect(marketLabel('team_total_away', event)).toBe('Heat Team Total');
  });

  it('names a prop market from its key', () => {
    expect(marketLabel('player_pass_yds', event)).toBe('Pass Yards');
    expect(propMarketLabel('player_points_alternate')).toBe('Alt Points');
    expect(marketLabel('pitcher_strikeouts', event)).toBe('Pitcher Strikeouts');
  });

  it('names a combo of counted stats as their sum', () => {
    expect(propMarketLabel('player_points_assists')).toBe('Points + Assists');
    expect(propMarketLabel('player_points_rebounds_assists')).toBe('Points + Rebounds + Assists');
    expect(propMarketLabel('player_blocks_steals_alternate')).toBe('Alt Blocks + Steals');
    expect(propMarketLabel('player_pass_rush_yds')).toBe('Pass Rush Yards');
  });

  it('says what was backed, with the line signed for spreads only', () => {
    expect(pickLabel(leg('moneyline', 'away', null))).toBe('Heat');
    expect(pickLabel(leg('spread', 'home', 3.5))).toBe('Lakers +3.5');
    expect(pickLabel(leg('spread_q2', 'away', -1.5))).toBe('Heat -1.5');
    expect(pickLabel(leg('totals', 'under', 224.5))).toBe('Under 224.5');
    expect(pickLabel(leg('player_points', 'over', 25.5, 'Ann Player'))).toBe('Ann Player Over 25.5');
  });

  it("names soccer's third pick 'Draw', on the moneyline", () => {
    const soccer = { homeTeam: 'Arsenal', awayTeam: 'Chelsea' };
    expect(pickLabel({ marketType: 'moneyline', selection: 'draw', line: null, event: soccer })).toBe('Draw');
    expect(legLabel({ marketType: 'moneyline', selection: 'draw', line: null, event: soccer })).toBe(
      'Draw · Moneyline',
    );
  });

  it('puts the pick and the market in one line', () => {
    expect(legLabel(leg('spread_h1', 'home', -1.5))).toBe('Lakers -1.5 · 1st Half Spread');
    expect(legLabel(leg('team_total_home', 'over', 110.5))).toBe('Over 110.5 · Lakers Team Total');
    expect(legLabel(leg('player_pass_yds', 'under', 250.5, 'Q. Back'))).toBe('Q. Back Under 250.5 · Pass Yards');
  });
});
