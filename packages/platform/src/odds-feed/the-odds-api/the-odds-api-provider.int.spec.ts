import { priceMarkets, priceProps, type FeedGame, type GamesSnapshot } from '@sb/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { createFeedIngester } from '../ingest/feed-ingester.js';
import type { FeedLogger } from '../odds-provider.js';
import { startRecordedServer, type RecordedServerOptions } from './testing/recorded-server.js';
import { createTheOddsApiProvider, type TheOddsApiOptions } from './the-odds-api-provider.js';

const NOW = Date.parse('2030-11-20T18:00:00.000Z');
const CELTICS = 'a1f3c2e4b5d6978812ab34cd56ef7890';
const NUGGETS = 'b2e4d6f8a0c1e3f5a7b9c1d3e5f7a9b1';
const LAKERS = 'c3d5e7f9b1a3c5e7f9a1b3c5d7e9f1a3';
const ARSENAL = 'e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const logged: { level: string; message: string; meta?: Record<string, unknown> }[] = [];
const logger: FeedLogger = {
  info: (message, meta) => logged.push({ level: 'info', message, meta }),
  warn: (message, meta) => logged.push({ level: 'warn', message, meta }),
};

const setUp = async (server: RecordedServerOptions = {}, options: Partial<TheOddsApiOptions> = {}) => {
  const recorded = await startRecordedServer(server);
  closers.push(recorded.close);
  const waits: number[] = [];
  const provider = createTheOddsApiProvider({
    apiKey: 'test-key',
    baseUrl: recorded.baseUrl,
    sports: ['NBA', 'Soccer'],
    clock: () => NOW,
    logger,
    sleep: async (ms) => void waits.push(ms),
    // The recordings' games start up to two days out.
    eventWindowHours: 48,
    ...options,
  });
  return { recorded, provider, waits };
};

const games = async (provider: Awaited<ReturnType<typeof setUp>>['provider']): Promise<GamesSnapshot> => {
  const result = await provider.fetchGames();
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};
const byId = (snapshot: GamesSnapshot, id: string) => snapshot.games.find((game) => game.gameId === id) as FeedGame;

describe('The Odds API v4 provider against recorded responses', () => {
  it('asks for DraftKings and FanDuel, US region, American odds, with the key, and logs the quota', async () => {
    const { recorded, provider } = await setUp();
    await games(provider);
    const oddsCall = recorded.requests.find((request) => request.pathname === '/v4/sports/basketball_nba/odds');
    expect(oddsCall?.params).toMatchObject({
      apiKey: 'test-key',
      regions: 'us',
      bookmakers: 'draftkings,fanduel',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'american',
    });
    const eventCalls = recorded.requests.filter((request) => request.pathname.includes('/events/'));
    // Per-event calls only for games starting within the window: not the live Lakers game.
    expect(eventCalls.map((request) => request.pathname.split('/')[5]).sort()).toEqual([CELTICS, NUGGETS]);
    expect(eventCalls[0]?.params.markets).toContain('team_totals');
    expect(
      logged.some((entry) => entry.message === 'the odds api: quota' && typeof entry.meta?.remaining === 'number'),
    ).toBe(true);
  });

  it('turns the recordings into the snapshot shape the simulator produces', async () => {
    const { provider } = await setUp();
    const snapshot = await games(provider);
    expect(snapshot.games.map((game) => game.gameId).sort()).toHaveLength(5);
    expect(byId(snapshot, LAKERS)).toMatchObject({ status: 'in_progress', homeScore: 54, awayScore: 49, period: null });
    expect(byId(snapshot, 'd4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4')).toMatchObject({
      status: 'final',
      homeScore: 108,
      quotes: [],
    });
    const celtics = byId(snapshot, CELTICS);
    expect(celtics).toMatchObject({ sport: 'NBA', league: 'NBA', homeTeam: 'Boston Celtics', status: 'scheduled' });
    const board = priceMarkets(celtics.quotes);
    expect(board.find((row) => row.marketType === 'spread')).toMatchObject({
      line: -4.5,
      awayLine: 4.5,
      bookmaker: 'DK+FD',
    });
    // The books are a point apart on the total: one line is kept, with the book that hung it.
    expect(board.find((row) => row.marketType === 'totals')).toMatchObject({ line: 229.5, bookmaker: 'DK' });
    expect(board.find((row) => row.marketType === 'team_total_away')).toMatchObject({
      line: 112.5,
      bookmaker: 'DK+FD',
    });
    expect(board.map((row) => row.marketType)).toEqual(
      expect.arrayContaining(['moneyline_q1', 'spread_h1', 'totals_h1']),
    );
    // A soccer 3-way moneyline keeps its draw as the third price; the two sides stay as quoted.
    const [moneyline] = priceMarkets(byId(snapshot, ARSENAL).quotes);
    expect(moneyline).toMatchObject({
      marketType: 'moneyline',
      homeOdds: expect.any(Number),
      awayOdds: expect.any(Number),
    });
    expect(moneyline?.awayOdds).toBeGreaterThan(250);
    expect(moneyline?.drawOdds).toEqual(expect.any(Number));
  });

  it('prices player props from the event odds: two-sided pairs only, yes/no as 0.5', async () => {
    const { provider } = await setUp();
    const result = await provider.fetchPlayerProps();
    if (!result.ok) throw new Error(result.reason);
    const celtics = result.value.games.find((game) => game.gameId === CELTICS);
    const props = priceProps(CELTICS, celtics?.quotes ?? []);
    expect(props.map((prop) => `${prop.playerName}|${prop.propType}|${prop.line}|${prop.bookmaker}`)).toEqual([
      'Giannis Antetokounmpo|player_double_double|0.5|DK',
      'Giannis Antetokounmpo|player_points|31.5|DK',
      'Giannis Antetokounmpo|player_rebounds|11.5|DK+FD',
      'Jayson Tatum|player_points|27.5|DK+FD',
    ]);
    expect(props.every((prop) => prop.team === null)).toBe(true);
    expect(result.value.games.find((game) => game.gameId === ARSENAL)?.quotes).toHaveLength(2);
    expect(result.value.games.some((game) => game.gameId === LAKERS)).toBe(false);
  });

  it('feeds the ingester: books broken down, then a finished game settles into a result', async () => {
    const store = openSqliteEventStore({ path: ':memory:' });
    closers.push(() => store.close());
    const first = await setUp();
    const refreshed = await createFeedIngester({ store, provider: first.provider, clock: () => NOW }).refreshGames();
    expect(refreshed).toMatchObject({
      success: true,
      stats: {
        totalEvents: 5,
        eventsWithOdds: 4,
        eventsWithoutOdds: 1,
        bookmakerBreakdown: { dkAndFd: 2, dkOnly: 1, fdOnly: 1 },
      },
    });
    const later = await setUp({
      replace: {
        'basketball_nba.odds.json': 'basketball_nba.odds.later.json',
        'basketball_nba.scores.json': 'basketball_nba.scores.later.json',
      },
    });
    const ingester = createFeedIngester({ store, provider: later.provider, clock: () => NOW + 2 * 3_600_000 });
    expect(await ingester.refreshGames()).toMatchObject({ success: true });
    const lakers = await store.readStream(`game-${LAKERS}`);
    expect(lakers.map((event) => event.type)).toEqual(['GameScheduled', 'GameStatusChanged', 'GameFinished']);
    expect(lakers.at(-1)?.data).toMatchObject({ homeScore: 118, awayScore: 111, periodScores: [], playerStats: {} });
    expect((await store.readStream(`odds-${LAKERS}`)).at(-1)?.data).toMatchObject({ markets: [] });
    expect(await store.readStream('game-d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4')).toEqual([]);
  });

  it('reports a rejected key (401) as a failure with the API message, and the ingester appends nothing to the catalogue', async () => {
    const { provider } = await setUp({ override: () => ({ status: 401, body: 'error.401.json' }) });
    const result = await provider.fetchGames();
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('401') });
    expect(!result.ok && result.reason).toContain('API key is not valid');
    expect(!result.ok && result.reason).not.toContain('test-key');
    const store = openSqliteEventStore({ path: ':memory:' });
    closers.push(() => store.close());
    expect(await createFeedIngester({ store, provider }).refreshGames()).toMatchObject({ success: false });
    // Nothing in the catalogue: only the quota the failed answers reported, for the admin to see.
    expect(await store.headPosition()).toBe(1);
    expect((await store.readStream('oddsquota-the-odds-api')).map((event) => event.type)).toEqual([
      'OddsQuotaRecorded',
    ]);
  });

  it('backs off on 429 as retry-after says and carries on', async () => {
    const { provider, waits } = await setUp({
      override: (_, count) =>
        count <= 2 ? { status: 429, body: 'error.429.json', headers: { 'retry-after': '2' } } : undefined,
    });
    await games(provider);
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up after a bounded number of 429s, exponentially spaced, without partial data', async () => {
    const { recorded, provider, waits } = await setUp(
      {
        override: (request) =>
          request.pathname.endsWith('/scores') ? { status: 429, body: 'error.429.json' } : undefined,
      },
      { maxRetries: 3, backoffMs: 100 },
    );
    const result = await provider.fetchGames();
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('429') });
    expect(waits).toEqual([100, 200, 400]);
    expect(recorded.requests.filter((request) => request.pathname.endsWith('/scores'))).toHaveLength(4);
  });

  it('times out a request that never answers', async () => {
    const { provider } = await setUp({ override: () => 'hang' }, { timeoutMs: 150 });
    const result = await provider.fetchGames();
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('within 150 ms') });
  });

  it('stops calling once the quota is used up', async () => {
    const { recorded, provider } = await setUp({ quota: 2 });
    const first = await provider.fetchGames();
    expect(first).toEqual({ ok: false, reason: expect.stringContaining('quota') });
    const calls = recorded.requests.length;
    expect(calls).toBe(2);
    expect(await provider.fetchPlayerProps()).toEqual({ ok: false, reason: expect.stringContaining('quota') });
    expect(recorded.requests).toHaveLength(calls);
  });
});
