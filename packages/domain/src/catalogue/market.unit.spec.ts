import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, marketGroup, marketShape, settlementPeriods } from './market.js';

describe('market types', () => {
  it('groups markets the way the event detail screen shows them', () => {
    expect(marketGroup('spread')).toBe('main');
    expect(marketGroup('totals_q3')).toBe('quarter');
    expect(marketGroup('spread_h1')).toBe('half');
    expect(marketGroup('team_total_home')).toBe('other');
    expect(marketGroup('moneyline_p1')).toBe('other');
  });

  it('knows how each market is quoted', () => {
    expect(marketShape('moneyline_h1')).toBe('moneyline');
    expect(marketShape('spread_f5')).toBe('spread');
    expect(marketShape('team_total_away')).toBe('total');
    expect(new Set(MARKET_TYPES).size).toBe(MARKET_TYPES.length);
  });

  it('names the periods a period market is settled on, second halves including overtime', () => {
    expect(settlementPeriods('NFL', 'spread')).toBeNull();
    expect(settlementPeriods('NFL', 'spread_h1')).toEqual(['Q1', 'Q2']);
    expect(settlementPeriods('NBA', 'totals_h2')).toEqual(['Q3', 'Q4', 'OT']);
    expect(settlementPeriods('NCAAB', 'totals_h1')).toEqual(['1H']);
    expect(settlementPeriods('NHL', 'totals_p2')).toEqual(['P2']);
    expect(settlementPeriods('MLB', 'moneyline_f5')).toEqual(['1', '2', '3', '4', '5']);
    expect(settlementPeriods('MMA', 'totals_h1')).toBeNull();
  });
});
