import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '../catalogue/catalogue-types';
import { gamesOfTab, openGames, sportTabs } from './live-board';

const game = (id: string, sport: string, status: string, scheduledAt = '2026-11-22T18:00:00Z'): SportsEvent => ({
  id,
  sport,
  league: sport,
  status,
  period: null,
  homeTeam: 'H',
  awayTeam: 'A',
  homeScore: 0,
  awayScore: 0,
  scheduledAt,
  result: null,
});

const events = [
  game('later', 'NHL', 'scheduled', '2026-11-22T20:00:00Z'),
  game('soon', 'NBA', 'scheduled', '2026-11-22T19:00:00Z'),
  game('q3', 'NBA', 'Q3', '2026-11-22T17:30:00Z'),
  game('live', 'NFL', 'in_progress', '2026-11-22T17:00:00Z'),
  ...['finished', 'final', 'FN', 'postponed', 'cancelled'].map((status) => game(status, 'NBA', status)),
];

describe('live betting board', () => {
  it('lists games not finished, in play first', () => {
    expect(openGames(events).map((event) => event.id)).toEqual(['live', 'q3', 'soon', 'later']);
  });

  it('offers All and one tab per sport with its count', () => {
    expect(sportTabs(openGames(events))).toEqual([
      { value: 'all', label: 'All', count: 4 },
      { value: 'NFL', label: 'NFL', count: 1 },
      { value: 'NBA', label: 'NBA', count: 2 },
      { value: 'NHL', label: 'NHL', count: 1 },
    ]);
    expect(gamesOfTab(openGames(events), 'NBA').map((event) => event.id)).toEqual(['q3', 'soon']);
  });
});
