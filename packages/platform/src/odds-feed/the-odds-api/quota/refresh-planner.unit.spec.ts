import { describe, expect, it } from 'vitest';
import { createPaceBuckets, planRefresh, tierOf, type CallCandidate } from './refresh-planner.js';

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
const plan = (candidates: CallCandidate[], { day = 0, forced = false, tokens = { main: 100, game: 100 } } = {}) =>
  planRefresh({ now: NOW, candidates, dailyBudget: 500, spent: { day }, tokens, forced });

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

  it('makes only the calls whose interval has passed: the required first, then by how overdue and how soon', () => {
    const result = plan([
      call('fresh', { lastAt: NOW - 5 * 60_000 }),
      call('far', { tier: 'far', everyMs: 12 * HOUR, lastAt: NOW - 13 * HOUR }),
      call('live', { lastAt: NOW - 30 * 60_000 }),
      call('new', { lastAt: undefined, required: true }),
      call('props', { kind: 'props', tier: 'soon', everyMs: 2 * HOUR, lastAt: undefined }),
    ]);
    expect(result.make.map((c) => c.id)).toEqual(['new', 'live', 'props', 'far']);
    expect(result.deferred).toEqual([]);
  });

  it("pays each call from its share's saved-up budget and defers what does not fit, with the reason", () => {
    const paced = plan([call('live'), call('props', { kind: 'props', estimatedCost: 22, lastAt: undefined })], {
      day: 100,
      tokens: { main: 2, game: 30 },
    });
    expect(paced.make.map((c) => c.id)).toEqual(['props']);
    expect(paced.deferred.map((d) => d.message)).toEqual([
      'live waits: 3 requests are more than the 2 its share of the daily budget has saved up',
    ]);
    const daily = plan([call('live')], { day: 499 });
    expect(daily.deferred[0]?.message).toBe(
      'live waits: 3 more requests would pass the daily budget; 1 of the daily budget of 500 (ODDS_API_DAILY_BUDGET) are left for the next 24 hours',
    );
  });

  it('accrues each share evenly over the day into a bucket of six hours', () => {
    const pace = createPaceBuckets(480, NOW);
    expect(pace.tokens(NOW).main).toBeCloseTo(84);
    expect(pace.tokens(NOW).game).toBeCloseTo(36);
    pace.spend('main', 84, NOW);
    expect(pace.tokens(NOW + HOUR).main).toBeCloseTo(14);
    expect(pace.tokens(NOW + 24 * HOUR).main).toBeCloseTo(84);
  });

  it('skips the refresh when a call it cannot do without does not fit the day', () => {
    const result = plan([call('new', { lastAt: undefined, required: true })], { day: 499 });
    expect(result.make).toEqual([]);
    expect(result.skipped).toContain('Refresh skipped: new waits');
  });

  it("makes every call of an admin's refresh, or none with the reason when it would pass the budget", () => {
    const calls = [call('a', { lastAt: NOW }), call('b', { lastAt: NOW, estimatedCost: 22 })];
    expect(plan(calls, { forced: true }).make).toHaveLength(2);
    expect(plan(calls, { day: 480, forced: true })).toEqual({
      make: [],
      deferred: [],
      skipped:
        'Refresh skipped: it needs about 25 requests of The Odds API and only 20 of the daily budget of 500 (ODDS_API_DAILY_BUDGET) are left for the next 24 hours',
    });
  });
});
