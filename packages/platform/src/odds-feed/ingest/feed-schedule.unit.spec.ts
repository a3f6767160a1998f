import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedIngester } from './feed-ingester.js';
import { startFeedSchedule } from './feed-schedule.js';

const stats = { totalEvents: 0, eventsWithOdds: 0, eventsWithoutOdds: 0, durationSeconds: 0, eventsAppended: 0 };
const breakdown = { dkAndFd: 0, dkOnly: 0, fdOnly: 0 };

/** Records what the schedule asked for; games refreshes succeed unless told otherwise. */
const recordingIngester = (gamesSucceed = true) => {
  const calls: string[] = [];
  const triggers: string[] = [];
  const ingester: FeedIngester = {
    refreshGames: async (options) => {
      calls.push(`games:${options?.scope ?? 'all'}`);
      triggers.push(options?.trigger ?? 'admin');
      return gamesSucceed
        ? { success: true, stats: { ...stats, bookmakerBreakdown: breakdown } }
        : { success: false, reason: 'down' };
    },
    refreshProps: async (options) => {
      calls.push('props');
      triggers.push(options?.trigger ?? 'admin');
      return {
        success: true,
        stats: {
          totalProps: 0,
          durationSeconds: 0,
          propsBySport: {},
          bookmakerBreakdown: breakdown,
          eventsAppended: 0,
        },
      };
    },
  };
  return { calls, triggers, ingester };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the feed schedule', () => {
  it('refreshes everything at once and every refreshSeconds, live games every liveRefreshSeconds', async () => {
    const { calls, ingester } = recordingIngester();
    const schedule = startFeedSchedule({ ingester, refreshSeconds: 60, liveRefreshSeconds: 15 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['games:all', 'props']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((call) => call === 'games:live')).toHaveLength(4);
    expect(calls.filter((call) => call === 'games:all')).toHaveLength(2);
    await schedule.stop();
    const after = calls.length;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toHaveLength(after);
  });

  it("asks as the schedule (not as an admin), so a paid provider's refresh plan applies", async () => {
    const { triggers, ingester } = recordingIngester();
    const schedule = startFeedSchedule({ ingester, refreshSeconds: 60, liveRefreshSeconds: 15 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(new Set(triggers)).toEqual(new Set(['schedule']));
    await schedule.stop();
  });

  it('skips props when the games refresh failed, and keeps going', async () => {
    const { calls, ingester } = recordingIngester(false);
    const schedule = startFeedSchedule({ ingester, refreshSeconds: 30, liveRefreshSeconds: 0 });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(calls).toEqual(['games:all', 'games:all', 'games:all']);
    await schedule.stop();
  });

  it('refuses a refresh interval of zero', () => {
    expect(() => startFeedSchedule({ ingester: recordingIngester().ingester, refreshSeconds: 0 })).toThrow(RangeError);
  });
});
