import { afterEach, describe, expect, it } from 'vitest';
import type { OddsProvider } from '@sb/platform';
import { startTestStack, type TestStack } from '../testing/test-stack.js';
import { signInAdmin } from '../testing/accounts-fixtures.js';

const stacks: TestStack[] = [];
const start = async (...args: Parameters<typeof startTestStack>) => {
  const stack = await startTestStack(...args);
  stacks.push(stack);
  return stack;
};
afterEach(async () => {
  await Promise.all(stacks.splice(0).map((s) => s.stop()));
});

const slate = async (stack: TestStack) => {
  const admin = await signInAdmin(stack);
  const refreshed = await admin.post('/api/admin/refresh-game-props');
  const events = await admin.get('/api/events');
  return {
    admin,
    refreshed,
    events: events.body as { id: string; homeTeam: string; awayTeam: string; sport: string }[],
  };
};

describe('odds refresh', () => {
  it('refreshes game props on demand with the spec statistics, and the slate is the same for the same FEED_SEED', async () => {
    const first = await slate(await start({ FEED_SEED: 'fixed-seed' }));
    expect(first.refreshed.status).toBe(200);
    expect(first.refreshed.body.success).toBe(true);
    const { stats } = first.refreshed.body;
    expect(Object.keys(stats).sort()).toEqual([
      'bookmakerBreakdown',
      'durationSeconds',
      'eventsWithOdds',
      'eventsWithoutOdds',
      'totalEvents',
    ]);
    expect(stats.totalEvents).toBeGreaterThan(20);
    expect(stats.eventsWithOdds + stats.eventsWithoutOdds).toBe(stats.totalEvents);
    const { dkAndFd, dkOnly, fdOnly } = stats.bookmakerBreakdown;
    expect(dkAndFd + dkOnly + fdOnly).toBe(stats.eventsWithOdds);
    expect(new Set(first.events.map((e) => e.sport))).toEqual(
      new Set(['NFL', 'NCAAF', 'NBA', 'NCAAB', 'MLB', 'NHL', 'Soccer', 'MMA']),
    );

    const props = await first.admin.post('/api/admin/refresh-player-props');
    expect(props.body.success).toBe(true);
    expect(Object.keys(props.body.stats).sort()).toEqual([
      'bookmakerBreakdown',
      'durationSeconds',
      'propsBySport',
      'totalProps',
    ]);
    expect(props.body.stats.totalProps).toBeGreaterThan(0);
    const listed = (await first.admin.get('/api/player-props')).body;
    expect(listed.totalProps).toBeGreaterThan(0);

    const again = await slate(await start({ FEED_SEED: 'fixed-seed' }));
    const shape = (events: typeof first.events) =>
      events.map(({ id, homeTeam, awayTeam }) => `${id}:${awayTeam}@${homeTeam}`).sort();
    expect(shape(again.events)).toEqual(shape(first.events));
    const other = await slate(await start({ FEED_SEED: 'another-seed' }));
    expect(shape(other.events)).not.toEqual(shape(first.events));
  });

  it('answers success false with the reason when the provider fails, and appends only the request', async () => {
    const failing: OddsProvider = {
      name: 'failing',
      fetchGames: async () => ({ ok: false, reason: 'The Odds API answered 401: invalid key' }),
      fetchPlayerProps: async () => ({ ok: false, reason: 'The Odds API answered 429: quota reached' }),
    };
    const stack = await start({}, { oddsProvider: failing });
    const admin = await signInAdmin(stack);
    const before = await stack.ports.eventStore.headPosition();
    const games = await admin.post('/api/admin/refresh-game-props');
    expect([games.status, games.body.success, games.body.error]).toEqual([
      502,
      false,
      'The Odds API answered 401: invalid key',
    ]);
    const props = await admin.post('/api/admin/refresh-player-props');
    expect([props.status, props.body.success]).toEqual([502, false]);
    // The catalogue is as it was: the log gained the admin's two requests (the audit trail's), nothing else.
    const appended = await stack.ports.eventStore.readAll({ afterPosition: before, maxCount: 100 });
    expect(appended.map((event) => [event.type, (event.data as { success: boolean }).success])).toEqual([
      ['OddsRefreshRequested', false],
      ['OddsRefreshRequested', false],
    ]);
  });
});
