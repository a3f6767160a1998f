import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playBetween, recordPlay, SLOT_MS, type ActivityRuns } from './play-activity.js';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-03-01T00:00:00.000Z');
const anyPlay = fc.record({
  atMs: fc.integer({ min: START, max: START + 10 * DAY }),
  stakeCents: fc.integer({ min: 0, max: 10_000 }),
  lossCents: fc.integer({ min: -10_000, max: 10_000 }),
});

describe('activity runs', () => {
  it('sum to the amounts of the plays in any range, whatever the order the plays came in', () => {
    fc.assert(
      fc.property(
        fc.array(anyPlay, { maxLength: 400 }),
        fc.integer({ min: START, max: START + 10 * DAY }),
        fc.integer({ min: 0, max: 10 * DAY }),
        (plays, startMs, lengthMs) => {
          const runs = plays.reduce<ActivityRuns>((sofar, play) => recordPlay(sofar, play), { activity: [] });
          const inRange = plays.filter((play) => {
            const slotMs = play.atMs - (play.atMs % SLOT_MS);
            return slotMs >= startMs && slotMs < startMs + lengthMs;
          });
          expect(playBetween(runs, startMs, startMs + lengthMs)).toEqual({
            stakeCents: inRange.reduce((sum, play) => sum + play.stakeCents, 0),
            lossCents: inRange.reduce((sum, play) => sum + play.lossCents, 0),
          });
          expect(runs.recentActivity?.length ?? 0).toBeLessThanOrEqual(64);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('read a document stored before recentActivity existed', () => {
    const stored: ActivityRuns = { activity: [{ slotMs: START, stakeCents: 500, lossCents: 500 }] };
    const runs = recordPlay(stored, { atMs: START + 60_000, stakeCents: 100, lossCents: 100 });
    expect(playBetween(runs, START, START + DAY)).toEqual({ stakeCents: 600, lossCents: 600 });
  });

  it('forget slots more than 40 days older than the newest', () => {
    let runs: ActivityRuns = recordPlay({ activity: [] }, { atMs: START, stakeCents: 1, lossCents: 1 });
    for (let n = 1; n <= 200; n += 1)
      runs = recordPlay(runs, { atMs: START + 41 * DAY + n * SLOT_MS, stakeCents: 1, lossCents: 1 });
    expect(playBetween(runs, START, START + SLOT_MS)).toEqual({ stakeCents: 0, lossCents: 0 });
    expect(playBetween(runs, START + 41 * DAY, START + 50 * DAY)).toEqual({ stakeCents: 200, lossCents: 200 });
  });
});
