import { describe, expect, it } from 'vitest';
import { planRefresh, tierOf, type CallCandidate } from './refresh-planner.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2030-11-20T18:00:00Z');
const call = (id: string, overrides: Partial<CallCandidate> = {}): CallCandidate => ({
  id,
  kind: 'odds',
  label: id,
  tier: 'live',
  everyMs: 10 * 60_000,
  estimatedCost: 3,
  lastAt: NOW - HOUR,
  required: false,
  ...overrides,
});
const plan = (candidates: CallCandidate[], spent = { day: 0, hour: 0 }, forced = false, dailyBudget = 500) =>
  planRefresh({ now: NOW, candidates, dailyBudget, spent, forced });

describe('refresh planner', () => {
  it('ranks a league by its most urgent game: live or within the hour, within 6 h, within a day, further', () => {
    const game = (hours: number, completed = false) => ({ startsAt: NOW + hours * HOUR, completed });
    expect(tierOf([game(-1), game(30)], NOW)).toBe('live');
    expect(tierOf([game(0.5)], NOW)).toBe('live');
    expect(tierOf([game(-1, true), game(3)], NOW)).toBe('soon');
    expect(tierOf([game(20)], NOW)).toBe('today');
    expect(tierOf([game(72)], NOW)).toBe('far');
    expect(tierOf([], NOW)).toBe('far');
  });

  it('makes only the calls whose interval has passed, most overdue first', () => {
    const result = plan([
      call('fresh', { lastAt: NOW - 5 * 60_000 }),
      call('far', { tier: 'far', everyMs: 12 * HOUR, lastAt: NOW - 13 * HOUR }),
      call('live', { lastAt: NOW - 30 * 60_000 }),
      call('never', { lastAt: undefined }),
    ]);
    expect(result.make.map((c) => c.id)).toEqual(['never', 'live', 'far']);
    expect(result.deferred).toEqual([]);
  });

  it('defers a call that would pass the hour share or the day, with the reason, and reuses its last answer', () => {
    const hourly = plan([call('live')], { day: 100, hour: 40 });
    expect(hourly.make).toEqual([]);
    expect(hourly.deferred[0]?.message).toBe(
      "live waits: 3 more requests would pass this hour's share (41) of the daily budget",
    );
    const daily = plan([call('live')], { day: 499, hour: 0 });
    expect(daily.deferred[0]?.message).toContain('would pass the daily budget; 1 of the daily budget of 500');
  });

  it('skips the refresh when a call it cannot do without does not fit the day', () => {
    const result = plan([call('new', { lastAt: undefined, required: true })], { day: 499, hour: 0 });
    expect(result.make).toEqual([]);
    expect(result.skipped).toContain('Refresh skipped: new waits');
  });

  it("makes every call of an admin's refresh, or none with the reason when it would pass the budget", () => {
    const calls = [call('a', { lastAt: NOW }), call('b', { lastAt: NOW, estimatedCost: 22 })];
    expect(plan(calls, { day: 0, hour: 0 }, true).make).toHaveLength(2);
    expect(plan(calls, { day: 480, hour: 0 }, true)).toEqual({
      make: [],
      deferred: [],
      skipped:
        'Refresh skipped: it needs about 25 requests of The Odds API and only 20 of the daily budget of 500 (ODDS_API_DAILY_BUDGET) are left for the next 24 hours',
    });
  });
});
