import { describe, expect, it } from 'vitest';
import { createSimulatedOddsProvider } from './simulated-odds-provider.js';

const HOUR = 3_600_000;
const START = Date.parse('2031-02-14T19:00:00.000Z');

describe('the simulated odds provider', () => {
  it('gives the same slate for the same FEED_SEED and time, and another for another seed', async () => {
    const first = await createSimulatedOddsProvider({ seed: 'x', clock: () => START }).fetchGames();
    const again = await createSimulatedOddsProvider({ seed: 'x', clock: () => START }).fetchGames();
    const other = await createSimulatedOddsProvider({ seed: 'y', clock: () => START }).fetchGames();
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('always has games in progress, whenever it is started', async () => {
    for (let hour = 0; hour < 48; hour += 5) {
      const clock = () => START + hour * HOUR + 7 * 60_000;
      const slate = await createSimulatedOddsProvider({ seed: 'live', clock }).fetchGames();
      if (!slate.ok) throw new Error(slate.reason);
      const live = slate.value.games.filter((game) => game.status === 'in_progress');
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((game) => game.period !== null)).toBe(true);
    }
  });

  it('reports finished games with their result and only the requested sports when asked', async () => {
    const provider = createSimulatedOddsProvider({ seed: 'x', clock: () => START });
    const slate = await provider.fetchGames({ sports: ['NHL', 'MLB'] });
    if (!slate.ok) throw new Error(slate.reason);
    expect(new Set(slate.value.games.map((game) => game.sport))).toEqual(new Set(['NHL', 'MLB']));
    const finals = slate.value.games.filter((game) => game.status === 'final');
    expect(finals.length).toBeGreaterThan(0);
    for (const game of finals) {
      expect(game.result?.periodScores.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(game.result?.playerStats ?? {})).toHaveLength(game.players?.length ?? -1);
      expect(game.quotes).toEqual([]);
    }
  });

  it('refuses a speed that would stop the clock', () => {
    expect(() => createSimulatedOddsProvider({ seed: 'x', speed: 0 })).toThrow(RangeError);
  });
});
