import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTheOddsApiProvider, silentFeedLogger } from '@sb/platform';
import { signInAdmin } from '../testing/accounts-fixtures.js';
import {
  expectedEvents,
  expectedMarkets,
  expectedProps,
  expectPriced,
  type ExpectedEvent,
} from '../testing/odds-api-expectations.js';
import { recordingsMissingReason, startOddsApiReplay, type OddsApiReplay } from '../testing/odds-api-replay.js';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { testFeedEpoch } from '../testing/test-world.js';

const missing = recordingsMissingReason();
if (missing) console.warn(missing);

/** The recordings are replayed at the test instant: the games stand to it as they stood to their recording. */
const NOW = Date.parse(testFeedEpoch());

type Row = {
  eventId: string;
  marketType: string;
  line: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
  bookmaker: string;
};
type Prop = {
  id: string;
  eventId: string;
  playerName: string;
  propType: string;
  line: number;
  overOdds: number;
  underOdds: number;
  bookmaker: string;
  books: { bookmaker: string; line: number; overOdds: number; underOdds: number }[];
};

describe.skipIf(missing !== undefined)('The Odds API recordings replayed through the product', () => {
  let replay: OddsApiReplay;
  let stack: TestStack;
  let admin: Client;
  let gamesRefresh: { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  let propsRefresh: { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    replay = await startOddsApiReplay({ now: NOW });
    const provider = createTheOddsApiProvider({
      apiKey: 'replay',
      baseUrl: replay.baseUrl,
      sports: ['NFL', 'MLB', 'NBA'],
      clock: () => NOW,
      logger: silentFeedLogger,
    });
    stack = await startTestStack({}, { oddsProvider: provider });
    admin = await signInAdmin(stack);
    gamesRefresh = await admin.post('/api/admin/refresh-game-props');
    propsRefresh = await admin.post('/api/admin/refresh-player-props');
  });
  afterAll(async () => {
    await stack?.stop();
    await replay?.close();
  });

  it('lists every recorded game not already over, with its teams, start, status and score, and nothing else', async () => {
    const expected = expectedEvents(replay.files, NOW);
    expect(gamesRefresh.body.success).toBe(true);
    expect(expected.size).toBe(61); // the independent count
    const served = (await admin.get('/api/events')).body as ExpectedEvent[];
    const fields = ({ id, sport, homeTeam, awayTeam, scheduledAt, status, homeScore, awayScore }: ExpectedEvent) => ({
      id,
      sport,
      homeTeam,
      awayTeam,
      scheduledAt,
      status,
      homeScore,
      awayScore,
    });
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(served.map(fields))).toEqual(byId([...expected.values()]));
    expect(new Set(served.map((e) => e.status))).toEqual(new Set(['scheduled', 'in_progress']));
  });

  it('serves every DraftKings/FanDuel main market of every open game, on the tie-break line, priced from its books', async () => {
    const events = expectedEvents(replay.files, NOW);
    const expected = expectedMarkets(replay.files, events);
    const rows = (await admin.get('/api/markets')).body as Row[];
    expect(expected.size).toBe(74); // the independent count
    expect(rows.map((row) => `${row.eventId}:${row.marketType}`).sort()).toEqual([...expected.keys()].sort());
    const withOdds = new Set(rows.map((row) => row.eventId));
    expect(gamesRefresh.body.stats.eventsWithOdds).toBe(withOdds.size);
    for (const row of rows) {
      const quotes = expected.get(`${row.eventId}:${row.marketType}`) ?? [];
      const pair: [number, number] =
        row.marketType === 'totals' ? [row.overOdds ?? 0, row.underOdds ?? 0] : [row.homeOdds ?? 0, row.awayOdds ?? 0];
      expectPriced(row, pair, quotes);
    }
    // The books hang different lines somewhere in the recordings, so the tie-break is exercised, not assumed.
    expect([...expected.values()].some((quotes) => new Set(quotes.map((q) => q.line)).size > 1)).toBe(true);
  });

  it('shows the same main markets on each game page', async () => {
    const rows = (await admin.get('/api/markets')).body as Row[];
    for (const eventId of new Set(rows.map((row) => row.eventId))) {
      const details = (await admin.get(`/api/events/${eventId}/details`)).body;
      const spread = rows.find((row) => row.eventId === eventId && row.marketType === 'spread');
      expect(details.gameProps.mainMarkets.spread?.line ?? null).toBe(spread?.line ?? null);
      expect(details.gameProps.mainMarkets.spread?.homeOdds ?? null).toBe(spread?.homeOdds ?? null);
    }
  });

  it('serves every player prop once per player, merged across the books spellings, with both books quotes', async () => {
    const expected = expectedProps(replay.files);
    expect(expected.size).toBe(36 - 4); // the 36, with its four players counted once
    expect(propsRefresh.body).toMatchObject({ success: true, stats: { totalProps: expected.size } });
    const listed = (await admin.get('/api/player-props')).body as { playerProps: Prop[]; totalEvents: number };
    expect(listed.totalEvents).toBe(2);
    const key = (prop: Prop) => `${prop.eventId}:${prop.playerName}:${prop.propType}`;
    const expectedKeys = [...expected].map(
      ([, prop]) => `${prop.gameId}:${[...prop.names].sort((a, b) => b.length - a.length)[0]}:player_points`,
    );
    expect(listed.playerProps.map(key).sort()).toEqual(expectedKeys.sort());
    for (const [, want] of expected) {
      const served = listed.playerProps.find((p) => p.eventId === want.gameId && want.names.has(p.playerName));
      if (!served) throw new Error(`no prop for ${[...want.names].join(' / ')}`);
      expect(served.books).toEqual(
        [...want.quotes]
          .sort((a, b) => (a.bookmaker < b.bookmaker ? -1 : 1))
          .map(({ bookmaker, line, first, second }) => ({ bookmaker, line, overOdds: first, underOdds: second })),
      );
      expectPriced(served, [served.overOdds, served.underOdds], want.quotes);
    }
  });

  it.each([
    ['Cameron Johnson', 'Cam Johnson'],
    ['Nicolas Claxton', 'Nic Claxton'],
    ['Cameron Thomas', 'Cam Thomas'],
    ['Bruce Brown Jr', 'Bruce Brown'],
  ])('lists %s (and %s) once, with DraftKings and FanDuel', async (shown, other) => {
    const listed = (await admin.get('/api/player-props')).body as { playerProps: Prop[] };
    expect(listed.playerProps.filter((p) => p.playerName === other)).toEqual([]);
    const [prop, ...more] = listed.playerProps.filter((p) => p.playerName === shown);
    expect(more).toEqual([]);
    expect(prop?.books.map((book) => book.bookmaker)).toEqual(['DK', 'FD']);
  });
});
