import { afterEach, describe, expect, it } from 'vitest';
import type { GameFinished, GameState, OddsPriced } from '@sb/domain';
import type { EventStore, RecordedEvent } from '../../event-store/event-store.js';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import type { OddsProvider } from '../odds-provider.js';
import { createSimulatedOddsProvider } from '../simulator/simulated-odds-provider.js';
import { createFeedIngester } from './feed-ingester.js';

const START = Date.parse('2030-03-10T18:07:00.000Z');
const stores: EventStore[] = [];
const openStore = () => {
  const store = openSqliteEventStore({ path: ':memory:' });
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** A clock the test moves by hand. */
const manualClock = (at: number) => {
  const clock = () => at;
  return Object.assign(clock, { set: (next: number) => void (at = next) });
};

const setUp = (seed = 'spec-seed', speed = 1) => {
  const store = openStore();
  const clock = manualClock(START);
  const provider = createSimulatedOddsProvider({ seed, speed, clock });
  return { store, clock, provider, ingester: createFeedIngester({ store, provider, clock }) };
};

const content = (events: RecordedEvent[]) => events.map(({ streamId, type, data }) => ({ streamId, type, data }));

describe('feed ingester with the simulator and the SQLite event store', () => {
  it('builds the identical catalogue from the same FEED_SEED', async () => {
    const first = setUp('same-seed');
    const second = setUp('same-seed');
    await first.ingester.refreshGames();
    await second.ingester.refreshGames();
    const [a, b] = await Promise.all([first.store.readAll(), second.store.readAll()]);
    expect(a.length).toBeGreaterThan(100);
    expect(content(b)).toEqual(content(a));
    const other = setUp('another-seed');
    await other.ingester.refreshGames();
    expect(content(await other.store.readAll())).not.toEqual(content(a));
  });

  it('appends nothing on a second refresh when nothing changed, even after a restart rebuilt the cache', async () => {
    const { store, provider, clock, ingester } = setUp();
    const games = await ingester.refreshGames();
    const props = await ingester.refreshProps();
    expect(games.success && games.stats.eventsAppended).toBeGreaterThan(0);
    expect(props.success && props.stats.eventsAppended).toBeGreaterThan(0);
    const head = await store.headPosition();

    expect(await ingester.refreshGames()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
    expect(await ingester.refreshProps()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
    const restarted = createFeedIngester({ store, provider, clock });
    expect(await restarted.refreshGames()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
    expect(await restarted.refreshProps()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
    expect(await store.headPosition()).toBe(head);
  });

  it('reports the admin statistics, with both books, DraftKings only and FanDuel only represented', async () => {
    const { ingester } = setUp();
    const games = await ingester.refreshGames();
    if (!games.success) throw new Error(games.reason);
    const { totalEvents, eventsWithOdds, eventsWithoutOdds, bookmakerBreakdown } = games.stats;
    expect(eventsWithOdds + eventsWithoutOdds).toBe(totalEvents);
    expect(eventsWithOdds).toBeGreaterThan(0);
    expect(eventsWithoutOdds).toBeGreaterThan(0);
    expect(bookmakerBreakdown.dkAndFd + bookmakerBreakdown.dkOnly + bookmakerBreakdown.fdOnly).toBe(eventsWithOdds);
    expect(Math.min(bookmakerBreakdown.dkAndFd, bookmakerBreakdown.dkOnly, bookmakerBreakdown.fdOnly)).toBeGreaterThan(
      0,
    );

    const props = await ingester.refreshProps();
    if (!props.success) throw new Error(props.reason);
    const bySport = Object.values(props.stats.propsBySport).reduce((sum, count) => sum + (count ?? 0), 0);
    expect(bySport).toBe(props.stats.totalProps);
    expect(Object.keys(props.stats.propsBySport).length).toBeGreaterThan(3);
    expect(props.stats.bookmakerBreakdown.dkOnly + props.stats.bookmakerBreakdown.fdOnly).toBeGreaterThan(0);
  });

  it('plays a game through on a fast clock: scheduled, in progress with moving odds, final with a result', async () => {
    const { store, clock, ingester } = setUp('fast-clock', 60);
    await ingester.refreshGames();
    const scheduled = (await store.readAll())
      .filter((event) => event.type === 'GameScheduled')
      .map((event) => event.data as GameState)
      .filter((game) => game.sport === 'NBA' && Date.parse(game.scheduledAt) > START);
    const streams = await Promise.all(scheduled.map((game) => store.readStream(`odds-${game.gameId}`)));
    // The first upcoming NBA game with a priced board (the seed makes it the same game on every run).
    const game = scheduled[streams.findIndex((odds) => odds.length > 0)];
    if (!game) throw new Error('the seeded slate has no upcoming NBA game with odds');
    const kickOff = Date.parse(game.scheduledAt);

    for (let at = kickOff + 500; at < kickOff + 30_000; at += 500) {
      clock.set(at);
      await ingester.refreshGames({ scope: 'live' });
    }
    clock.set(kickOff + 60 * 60_000);
    await ingester.refreshGames();

    const events = await store.readStream(`game-${game.gameId}`);
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('GameScheduled');
    expect(types).toContain('GameStatusChanged');
    expect(types.at(-1)).toBe('GameFinished');
    const periods = events.flatMap((event) =>
      event.type === 'GameStatusChanged' ? [(event.data as { period: string }).period] : [],
    );
    expect(periods).toEqual(expect.arrayContaining(['Q1', 'Q2', 'HT', 'Q3', 'Q4']));
    const finished = events.at(-1)?.data as GameFinished['data'];
    expect(finished.periodScores.map((period) => period.period).slice(0, 4)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(finished.periodScores.reduce((sum, period) => sum + period.home, 0)).toBe(finished.homeScore);
    expect(finished.periodScores.reduce((sum, period) => sum + period.away, 0)).toBe(finished.awayScore);
    const roster = (events[0]?.data as { players: { name: string }[] }).players.map((player) => player.name);
    expect(Object.keys(finished.playerStats).sort()).toEqual([...roster].sort());

    const boards = (await store.readStream(`odds-${game.gameId}`)).map(
      (event) => (event as RecordedEvent<'OddsPriced', OddsPriced['data']>).data.markets,
    );
    const moneylines = boards.map((markets) => markets.find((market) => market.marketType === 'moneyline')?.homeOdds);
    expect(new Set(moneylines.filter((odds) => odds !== undefined)).size).toBeGreaterThan(2);
    expect(boards.at(-1)).toEqual([]);
  });

  it('appends nothing when the provider fails, and says why', async () => {
    const store = openStore();
    const failing: OddsProvider = {
      name: 'failing',
      fetchGames: async () => ({ ok: false, reason: 'The Odds API answered 401: invalid api key' }),
      fetchPlayerProps: async () => {
        throw new Error('socket hang up');
      },
    };
    const ingester = createFeedIngester({ store, provider: failing });
    expect(await ingester.refreshGames()).toEqual({
      success: false,
      reason: 'The Odds API answered 401: invalid api key',
    });
    expect(await ingester.refreshProps()).toEqual({ success: false, reason: 'socket hang up' });
    expect(await store.headPosition()).toBe(0);
  });
});
