import { describe, expect, it } from 'vitest';
import { createSimulatedOddsProvider } from './simulated-odds-provider.js';
import { createWorldClock } from './world-clock.js';

const EPOCH = Date.parse('2031-02-14T19:07:00.000Z');
const MINUTE = 60_000;

/** A stack clock the test moves by hand, started at an hour unrelated to the epoch. */
const handClock = (start: number) => {
  let now = start;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
};

describe('the simulated world clock', () => {
  it('is the stack clock itself without an epoch', () => {
    const { clock, advance } = handClock(EPOCH);
    const world = createWorldClock({ clock });
    advance(5 * MINUTE);
    expect(world.now()).toBe(EPOCH + 5 * MINUTE);
    expect(world.toStackTime(EPOCH)).toBe(EPOCH);
  });

  it('starts at the epoch and runs with the stack clock, mapping world instants onto it', () => {
    const stackStart = Date.parse('2026-11-22T03:41:00.000Z');
    const { clock, advance } = handClock(stackStart);
    const world = createWorldClock({ clock, epoch: EPOCH });
    expect(world.now()).toBe(EPOCH);
    advance(3 * MINUTE);
    expect(world.now()).toBe(EPOCH + 3 * MINUTE);
    expect(world.toStackTime(EPOCH + 40 * MINUTE)).toBe(stackStart + 40 * MINUTE);
  });

  it('stays at the epoch when frozen, and refuses to freeze without one', () => {
    const { clock, advance } = handClock(Date.parse('2026-11-22T03:41:00.000Z'));
    const world = createWorldClock({ clock, epoch: EPOCH, frozen: true });
    advance(90 * MINUTE);
    expect(world.now()).toBe(EPOCH);
    expect(() => createWorldClock({ clock, frozen: true })).toThrow(RangeError);
  });
});

describe('a simulator started on an epoch', () => {
  it('reports the same slate whatever the hour it starts at, shifted onto the stack clock', async () => {
    const slateFrom = async (stackStart: number) => {
      const provider = createSimulatedOddsProvider({ seed: 'x', clock: () => stackStart, epoch: EPOCH });
      const slate = await provider.fetchGames();
      if (!slate.ok) throw new Error(slate.reason);
      return slate.value.games.map((game) => ({
        ...game,
        scheduledAt: Date.parse(game.scheduledAt) - stackStart,
      }));
    };
    const atNight = await slateFrom(Date.parse('2026-11-22T03:00:00.000Z'));
    const atNoon = await slateFrom(Date.parse('2027-06-01T12:34:56.000Z'));
    expect(atNoon).toEqual(atNight);
    expect(atNight.some((game) => game.status === 'in_progress')).toBe(true);
  });

  it('keeps scores, statuses and prices still while frozen', async () => {
    const { clock, advance } = handClock(Date.parse('2026-11-22T03:00:00.000Z'));
    const provider = createSimulatedOddsProvider({ seed: 'x', clock, epoch: EPOCH, frozen: true });
    const before = await provider.fetchGames();
    advance(25 * MINUTE);
    const after = await provider.fetchGames();
    if (!before.ok || !after.ok) throw new Error('the simulator failed');
    expect(after.value.games).toEqual(before.value.games);
  });
});
