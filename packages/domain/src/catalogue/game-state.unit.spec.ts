import { describe, expect, it } from 'vitest';
import type { GameEvent } from './catalogue-events.js';
import { evolveGame, isTerminal } from './game-state.js';

const scheduled: GameEvent = {
  type: 'GameScheduled',
  data: {
    gameId: 'm1',
    sport: 'MLB',
    league: 'MLB',
    homeTeam: 'Tacoma Tides',
    awayTeam: 'Sacramento Miners',
    scheduledAt: '2030-05-01T23:05:00.000Z',
    players: [{ name: 'Eli Porter', team: 'Tacoma Tides', position: 'SP' }],
  },
};

describe('evolveGame', () => {
  it('ignores anything said about a game before it is scheduled', () => {
    expect(evolveGame(null, { type: 'GameCancelled', data: { gameId: 'm1' } })).toBeNull();
  });

  it('folds a game from schedule to result', () => {
    const events: GameEvent[] = [
      scheduled,
      {
        type: 'GameStatusChanged',
        data: { gameId: 'm1', status: 'in_progress', period: '1', homeScore: 0, awayScore: 0 },
      },
      { type: 'GameScoreChanged', data: { gameId: 'm1', homeScore: 2, awayScore: 0 } },
      {
        type: 'GameFinished',
        data: {
          gameId: 'm1',
          homeScore: 4,
          awayScore: 3,
          periodScores: [{ period: '1', home: 2, away: 0 }],
          playerStats: { 'Eli Porter': { pitching_strikeouts: 8 } },
        },
      },
    ];
    const state = events.reduce(evolveGame, null);
    expect(state).toMatchObject({
      status: 'final',
      period: null,
      homeScore: 4,
      awayScore: 3,
      players: [{ name: 'Eli Porter' }],
    });
    expect(state?.result?.playerStats['Eli Porter']).toEqual({ pitching_strikeouts: 8 });
    expect(state && isTerminal(state)).toBe(true);
  });

  it('treats a postponed game as open to a new date and a removed one as closed', () => {
    const postponed = evolveGame(evolveGame(null, scheduled), { type: 'GamePostponed', data: { gameId: 'm1' } });
    expect(postponed && isTerminal(postponed)).toBe(false);
    const removed = evolveGame(postponed, { type: 'GameRemoved', data: { gameId: 'm1' } });
    expect(removed && isTerminal(removed)).toBe(true);
  });
});
