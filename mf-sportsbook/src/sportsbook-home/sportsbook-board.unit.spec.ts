import { describe, expect, it } from 'vitest';
import type { MarketRow, SportsEvent } from '../catalogue/catalogue-types';
import { groupMarkets } from '../catalogue/use-catalogue';
import { buildBoard } from './sportsbook-board';

const game = (id: string, sport: string, status: string, scheduledAt: string): SportsEvent => ({
  id,
  sport,
  league: sport,
  status,
  period: null,
  homeTeam: `${id} home`,
  awayTeam: `${id} away`,
  homeScore: 0,
  awayScore: 0,
  scheduledAt,
  result: null,
});

const moneyline = (eventId: string): MarketRow => ({
  eventId,
  marketType: 'moneyline',
  line: null,
  awayLine: null,
  homeOdds: -120,
  awayOdds: 100,
  overOdds: null,
  underOdds: null,
  bookmaker: 'DK',
});

const events = [
  game('late', 'NBA', 'scheduled', '2026-11-22T22:00:00Z'),
  game('early', 'NBA', 'scheduled', '2026-11-22T18:00:00Z'),
  game('middle', 'NHL', 'scheduled', '2026-11-22T20:00:00Z'),
  game('no-odds', 'NBA', 'scheduled', '2026-11-22T17:00:00Z'),
  game('live', 'NBA', 'in_progress', '2026-11-22T16:00:00Z'),
  game('done', 'NBA', 'final', '2026-11-22T12:00:00Z'),
];
const markets = groupMarkets(['late', 'early', 'middle', 'live'].map(moneyline));
const ids = (list: SportsEvent[]) => list.map((event) => event.id);

describe('sportsbook board', () => {
  it('features the earliest scheduled game with odds and lists the rest by time', () => {
    const board = buildBoard(events, markets, 'all');
    if (board.kind !== 'games') throw new Error(board.kind);
    expect(board.featured?.id).toBe('early');
    expect(ids(board.upcoming)).toEqual(['middle', 'late']);
    expect(ids(board.live)).toEqual(['live']);
  });

  it('filters by sport whatever its case', () => {
    const board = buildBoard(events, markets, 'nhl');
    if (board.kind !== 'games') throw new Error(board.kind);
    expect([board.featured?.id, ...ids(board.upcoming), ...ids(board.live)]).toEqual(['middle']);
  });

  it('says there are no games when the sport has none', () => {
    expect(buildBoard(events, markets, 'MMA')).toEqual({ kind: 'noGames' });
  });

  it('counts the games when none of them has odds', () => {
    expect(buildBoard(events, groupMarkets([]), undefined)).toEqual({ kind: 'noOdds', gameCount: 5 });
  });
});
