import { describe, expect, it } from 'vitest';
import type { PlacedLeg } from '../betting/bet-leg.js';
import type { GameResult } from '../catalogue/game-state.js';
import type { Sport } from '../catalogue/sport.js';
import { judgeLeg } from './judge-leg.js';
import { NFL_RESULT, finalGame, marketLeg, propLeg, result } from './testing/settlement-fixtures.js';

const judge = (leg: PlacedLeg, gameResult: GameResult = NFL_RESULT, sport: Sport = 'NFL') =>
  judgeLeg(leg, finalGame(gameResult, sport));

describe('settlement table: game markets', () => {
  it('M1 moneyline: the winning side wins', () => expect(judge(marketLeg('moneyline', 'home'))).toBe('won'));

  it('M2 moneyline: the losing side loses', () => expect(judge(marketLeg('moneyline', 'away'))).toBe('lost'));

  it('M3 moneyline: a tie pushes in a two-way sport', () => {
    for (const sport of ['NFL', 'NBA', 'NHL', 'MLB'] as const) {
      expect([judge(marketLeg('moneyline', 'home'), result(20, 20), sport), sport]).toEqual(['push', sport]);
    }
  });

  it('M4 moneyline: a soccer draw loses both sides', () => {
    expect(judge(marketLeg('moneyline', 'home'), result(1, 1), 'Soccer')).toBe('lost');
    expect(judge(marketLeg('moneyline', 'away'), result(1, 1), 'Soccer')).toBe('lost');
  });

  it('M4a moneyline: the draw selection of a soccer three-way market wins on a draw and loses otherwise', () => {
    expect(judge(marketLeg('moneyline', 'draw'), result(1, 1), 'Soccer')).toBe('won');
    expect(judge(marketLeg('moneyline', 'draw'), result(0, 0), 'Soccer')).toBe('won');
    expect(judge(marketLeg('moneyline', 'draw'), result(2, 1), 'Soccer')).toBe('lost');
    expect(judge(marketLeg('moneyline', 'draw'), result(0, 3), 'Soccer')).toBe('lost');
  });

  it('M5 spread: the favourite covering wins', () => expect(judge(marketLeg('spread', 'home', -3.5))).toBe('won'));

  it('M6 spread: a margin exactly on the line pushes', () =>
    expect(judge(marketLeg('spread', 'home', -7))).toBe('push'));

  it('M7 spread: the away side is judged on its own line', () =>
    expect(judge(marketLeg('spread', 'away', 3.5))).toBe('lost'));

  it('M8 spread: the underdog covering wins', () => expect(judge(marketLeg('spread', 'away', 7.5))).toBe('won'));

  it('M9 totals: over above the line wins, under loses', () => {
    expect(judge(marketLeg('totals', 'over', 40.5))).toBe('won');
    expect(judge(marketLeg('totals', 'under', 40.5))).toBe('lost');
  });

  it('M10 totals: points exactly on the line push either side', () => {
    expect(judge(marketLeg('totals', 'over', 41))).toBe('push');
    expect(judge(marketLeg('totals', 'under', 41))).toBe('push');
  });

  it("M11 team total home: the home team's points only", () =>
    expect(judge(marketLeg('team_total_home', 'over', 24.5))).toBe('lost'));

  it("M12 team total away: the away team's points, push on the line", () =>
    expect(judge(marketLeg('team_total_away', 'under', 17))).toBe('push'));

  it('M13 quarter market: only that quarter counts', () =>
    expect(judge(marketLeg('moneyline_q1', 'home'))).toBe('lost'));

  it('M14 first half (NFL): the first two quarters', () => {
    const periods = [
      { period: 'Q1', home: 7, away: 3 },
      { period: 'Q2', home: 3, away: 7 },
      { period: 'Q3', home: 14, away: 0 },
      { period: 'Q4', home: 0, away: 0 },
    ];
    expect(judge(marketLeg('spread_h1', 'home', -0.5), result(24, 10, periods))).toBe('lost');
  });

  it('M15 second half (NFL): includes overtime', () => {
    const periods = [
      { period: 'Q1', home: 0, away: 0 },
      { period: 'Q2', home: 0, away: 0 },
      { period: 'Q3', home: 7, away: 3 },
      { period: 'Q4', home: 3, away: 7 },
      { period: 'OT', home: 3, away: 0 },
    ];
    expect(judge(marketLeg('totals_h2', 'over', 20.5), result(13, 10, periods))).toBe('won');
  });

  it("M16 first half (NCAAB, Soccer): the '1H' period", () => {
    const halves = [
      { period: '1H', home: 30, away: 35 },
      { period: '2H', home: 40, away: 30 },
    ];
    expect(judge(marketLeg('spread_h1', 'home', 2.5), result(70, 65, halves), 'NCAAB')).toBe('lost');
    const soccer = [
      { period: '1H', home: 0, away: 0 },
      { period: '2H', home: 2, away: 0 },
    ];
    expect(judge(marketLeg('moneyline_h1', 'home'), result(2, 0, soccer), 'Soccer')).toBe('lost');
  });

  it('M17 first five innings (MLB): innings 1 to 5', () => {
    const innings = [1, 0, 2, 0, 1, 3, 0, 2, 0].map((runs, index) => ({
      period: String(index + 1),
      home: runs,
      away: 0,
    }));
    expect(judge(marketLeg('totals_f5', 'under', 4.5), result(9, 0, innings), 'MLB')).toBe('won');
  });

  it('M18 a regulation period missing from the result voids the period market', () => {
    const withoutQ3 = { ...NFL_RESULT, periodScores: NFL_RESULT.periodScores.filter((p) => p.period !== 'Q3') };
    expect(judge(marketLeg('totals_q3', 'over', 3.5), withoutQ3)).toBe('void');
    expect(judge(marketLeg('totals_h2', 'over', 3.5), withoutQ3)).toBe('void');
  });

  it('M19 a period the sport does not have voids the market', () =>
    expect(judge(marketLeg('spread_h1', 'home', -0.5), result(5, 3), 'MLB')).toBe('void'));
});

describe('settlement table: player props', () => {
  const stats = (playerStats: GameResult['playerStats']) => result(24, 17, [], playerStats);
  const hurts = (line: Record<string, number>) => stats({ 'Jalen Hurts': line });

  it('P1 over the line wins', () =>
    expect(judge(propLeg('player_pass_yds', 'over', 225.5), hurts({ pass_yds: 250 }))).toBe('won'));

  it('P2 under loses when the stat is over the line', () =>
    expect(judge(propLeg('player_pass_yds', 'under', 225.5), hurts({ pass_yds: 250 }))).toBe('lost'));

  it('P3 a stat exactly on the line pushes', () =>
    expect(judge(propLeg('player_receptions', 'over', 5), hurts({ receptions: 5 }))).toBe('push'));

  it('P4 a combined prop sums its stats', () =>
    expect(judge(propLeg('player_pass_rush_yds', 'over', 280.5), hurts({ pass_yds: 250, rush_yds: 31 }))).toBe('won'));

  it('P5 a yes/no prop is over/under 0.5 on its count', () =>
    expect(judge(propLeg('player_anytime_td', 'over', 0.5), hurts({ rush_tds: 0, reception_tds: 1 }))).toBe('won'));

  it('P6 a player who did not play voids the leg', () =>
    expect(judge(propLeg('player_pass_yds', 'under', 225.5), stats({ 'A. J. Brown': { receptions: 6 } }))).toBe(
      'void',
    ));

  it("P7 a prop type outside the sport's catalogue voids the leg", () =>
    expect(judge(propLeg('player_points', 'over', 10.5), hurts({ points: 30 }))).toBe('void'));
});

describe('settlement table: game status', () => {
  const game = (overrides: Partial<ReturnType<typeof finalGame>>) => ({ ...finalGame(NFL_RESULT), ...overrides });
  const leg = marketLeg('spread', 'home', -3.5);

  it('G1 a final game is judged on its result', () => expect(judgeLeg(leg, game({}))).toBe('won'));

  it('G2 a postponed game voids its legs', () =>
    expect(judgeLeg(leg, game({ status: 'postponed', result: null }))).toBe('void'));

  it('G3 a cancelled game voids its legs', () =>
    expect(judgeLeg(leg, game({ status: 'cancelled', result: null }))).toBe('void'));

  it('G4 a game removed from the feed voids its legs', () =>
    expect(judgeLeg(leg, game({ status: 'in_progress', removed: true, result: null }))).toBe('void'));

  it('G5 a scheduled or live game leaves its legs pending', () => {
    expect(judgeLeg(leg, game({ status: 'scheduled', result: null }))).toBe('pending');
    expect(judgeLeg(leg, game({ status: 'in_progress', result: null }))).toBe('pending');
    expect(judgeLeg(leg, undefined)).toBe('pending');
  });
});
