import { SPORTS } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { HORIZON_MS, listedGames, scheduledGame } from './schedule.js';

const NOW = Date.parse('2031-06-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe('the simulated schedule', () => {
  it('is a pure function of the seed and the slot', () => {
    expect(scheduledGame('alpha', 1234)).toEqual(scheduledGame('alpha', 1234));
    expect(scheduledGame('alpha', 1234).gameId).not.toBe(scheduledGame('beta', 1234).gameId);
  });

  it('lists games of every sport over the next 7 days, never further', () => {
    const games = listedGames('alpha', NOW, 4 * HOUR);
    expect(new Set(games.map((game) => game.sport))).toEqual(new Set(SPORTS));
    expect(Math.max(...games.map((game) => game.startsAt))).toBeLessThanOrEqual(NOW + HORIZON_MS);
    expect(Math.max(...games.map((game) => game.startsAt))).toBeGreaterThan(NOW + HORIZON_MS - 24 * HOUR);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    for (const game of games) {
      expect(game.home.name).not.toBe(game.away.name);
      expect(game.listedFrom).toBeLessThanOrEqual(NOW);
    }
  });

  it('postpones or cancels a few games and leaves some to one bookmaker', () => {
    const week = Array.from({ length: 672 }, (_, slot) => scheduledGame('alpha', 2_000_000 + slot));
    const share = (predicate: (game: (typeof week)[number]) => boolean) => week.filter(predicate).length / week.length;
    expect(share((game) => game.disruption?.kind === 'postponed')).toBeGreaterThan(0.01);
    expect(share((game) => game.disruption?.kind === 'cancelled')).toBeGreaterThan(0.005);
    expect(share((game) => game.disruption !== null)).toBeLessThan(0.1);
    expect(share((game) => !game.quotesFrom.fanduel)).toBeGreaterThan(0.05);
    expect(share((game) => !game.quotesFrom.draftkings)).toBeGreaterThan(0.05);
    expect(share((game) => !!game.quotesFrom.draftkings && !!game.quotesFrom.fanduel)).toBeGreaterThan(0.5);
  });
});
