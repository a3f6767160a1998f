import { describe, expect, it } from 'vitest';
import type { AdminBetLeg } from '../api/admin-types';
import { marketLabel, matchupLabel, oddsLabel, pickLabel } from './bet-legs';

const event = { homeTeam: 'Kansas City Monarchs', awayTeam: 'New York Empires' };
const leg = (change: Partial<AdminBetLeg>): AdminBetLeg => ({
  id: 'leg-1',
  marketType: 'moneyline',
  selection: 'home',
  line: null,
  americanOdds: 222,
  event,
  ...change,
});

describe('bet leg labels', () => {
  it('names the team for a moneyline and adds the signed line for a spread', () => {
    expect(pickLabel(leg({}))).toBe('Kansas City Monarchs ML');
    expect(pickLabel(leg({ marketType: 'spread', selection: 'away', line: -1.5 }))).toBe('New York Empires -1.5');
    expect(pickLabel(leg({ marketType: 'spread_h1', selection: 'home', line: 2.5 }))).toBe('Kansas City Monarchs +2.5');
  });

  it('reads totals as Over or Under the line, with the team for a team total', () => {
    expect(pickLabel(leg({ marketType: 'totals', selection: 'over', line: 9.5 }))).toBe('Over 9.5');
    expect(pickLabel(leg({ marketType: 'team_total_away', selection: 'under', line: 3.5 }))).toBe(
      'New York Empires Under 3.5',
    );
  });

  it('puts the player first on a prop and turns its snake-case market into words', () => {
    expect(pickLabel(leg({ marketType: 'player_points', selection: 'over', line: 24.5, playerName: 'J. Doe' }))).toBe(
      'J. Doe Over 24.5',
    );
    expect(marketLabel('player_pass_yds')).toBe('Player Pass Yds');
    expect(marketLabel('totals_h1')).toBe('1st Half Total');
  });

  it('shows odds with their sign, and the matchup away at home', () => {
    expect(oddsLabel(222)).toBe('+222');
    expect(oddsLabel(-110)).toBe('-110');
    expect(oddsLabel(100)).toBe('+100');
    expect(matchupLabel(leg({}))).toBe('New York Empires @ Kansas City Monarchs');
  });
});
