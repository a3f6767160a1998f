import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTheOddsApiProvider, silentFeedLogger } from '@sb/platform';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { expectedEvents, expectedMarkets, expectPriced } from '../testing/odds-api-expectations.js';
import { MADE_RECORDINGS_DIR, startOddsApiReplay, type OddsApiReplay } from '../testing/odds-api-replay.js';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';

/**
 * No real recording has NHL or soccer, so these answers are made by hand (testing/odds-api-made, marked as made).
 * They are replayed at an instant ahead of any machine's clock: bets are placed against the command side's own
 * clock, which must still be before the games start.
 */
const NOW = Date.parse('2035-01-10T18:00:00Z');
const BRUINS = 'a0c1e2f3a4b5c6d7e8f9a0b1c2d3e4f5';
const AVALANCHE = 'b1d2f3a4b5c6d7e8f9a0b1c2d3e4f5a6';
const ARSENAL = 'c2e3a4b5c6d7e8f9a0b1c2d3e4f5a6b7';

type Row = {
  eventId: string;
  marketType: string;
  line: number | null;
  awayLine: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
  drawOdds?: number | null;
  bookmaker: string;
};

describe('NHL and soccer three-way markets from The Odds API (made recordings)', () => {
  let replay: OddsApiReplay;
  let stack: TestStack;
  let admin: Client;
  let now = NOW;
  const rows = async () => (await admin.get('/api/markets')).body as Row[];
  const row = async (eventId: string, marketType: string) =>
    (await rows()).find((candidate) => candidate.eventId === eventId && candidate.marketType === marketType);

  beforeAll(async () => {
    replay = await startOddsApiReplay({ now: NOW, dirs: [MADE_RECORDINGS_DIR], emptySports: ['soccer_usa_mls'] });
    const provider = createTheOddsApiProvider({
      apiKey: 'made',
      baseUrl: replay.baseUrl,
      sports: ['NHL', 'Soccer'],
      clock: () => now,
      logger: silentFeedLogger,
    });
    stack = await startTestStack({}, { oddsProvider: provider });
    admin = await signInAdmin(stack);
    expect((await admin.post('/api/admin/refresh-game-props')).body.success).toBe(true);
  });
  afterAll(async () => {
    await stack?.stop();
    await replay?.close();
  });

  it('serves every made game and market like the real ones', async () => {
    expect(replay.files.every((file) => file.made === true)).toBe(true);
    const events = expectedEvents(replay.files, NOW);
    const served = (await admin.get('/api/events')).body as { id: string; sport: string; status: string }[];
    expect(served.map((e) => `${e.id}:${e.sport}:${e.status}`).sort()).toEqual(
      [...events.values()].map((e) => `${e.id}:${e.sport}:${e.status}`).sort(),
    );
    const expected = expectedMarkets(replay.files, events);
    const all = await rows();
    expect(all.map((r) => `${r.eventId}:${r.marketType}`).sort()).toEqual([...expected.keys()].sort());
    for (const served of all) {
      const pair: [number, number] =
        served.marketType === 'totals'
          ? [served.overOdds ?? 0, served.underOdds ?? 0]
          : [served.homeOdds ?? 0, served.awayOdds ?? 0];
      expectPriced(served, pair, expected.get(`${served.eventId}:${served.marketType}`) ?? []);
    }
  });

  it("maps NHL's puck line and totals like the other sports' spreads and totals", async () => {
    expect(await row(BRUINS, 'spread')).toMatchObject({ line: -1.5, awayLine: 1.5, bookmaker: 'DK+FD' });
    // DraftKings hangs 6.5 at 105/-125, FanDuel 6 at -112/-108: the more balanced line is hung, FanDuel's prices.
    expect(await row(BRUINS, 'totals')).toMatchObject({ line: 6, overOdds: -112, underOdds: -108, bookmaker: 'FD' });
    expect(await row(AVALANCHE, 'spread')).toMatchObject({
      line: 1.5,
      awayLine: -1.5,
      homeOdds: -260,
      bookmaker: 'DK',
    });
    expect((await row(BRUINS, 'moneyline'))?.drawOdds).toBeUndefined();
  });

  it("offers soccer's Draw as a third moneyline price, takes a bet on it and settles it won on a draw", async () => {
    const moneyline = await row(ARSENAL, 'moneyline');
    expect(moneyline).toMatchObject({ bookmaker: 'DK+FD', drawOdds: expect.any(Number) });
    expect(moneyline?.drawOdds).toBeGreaterThanOrEqual(240);
    expect(moneyline?.drawOdds).toBeLessThanOrEqual(245);
    const details = (await admin.get(`/api/events/${ARSENAL}/details`)).body;
    expect(details.gameProps.mainMarkets.moneyline.drawOdds).toBe(moneyline?.drawOdds);

    const { player, userId } = await approvedPlayer(stack, admin, 'draw-backer');
    const leg = { eventId: ARSENAL, marketType: 'moneyline', line: null, americanOdds: moneyline?.drawOdds, stake: 10 };
    const single = (selection: string, marketType = 'moneyline') => ({
      betMode: 'single',
      stake: 10,
      balanceType: 'cash',
      legs: [{ ...leg, marketType, selection }],
    });
    expect((await player.post('/api/bets', single('draw', 'spread'))).status).toBe(400);
    const placed = await player.post('/api/bets', single('draw'));
    expect(placed.status).toBe(201);

    // The match ends 1-1: the provider reports it completed.
    const scores = replay.files.find((file) => file.sport === 'soccer_epl' && file.endpoint === 'scores');
    const match = scores?.events.find((event) => event.id === ARSENAL);
    if (!match) throw new Error('the made soccer scores lost the match');
    Object.assign(match, {
      completed: true,
      scores: [
        { name: 'Arsenal', score: '1' },
        { name: 'Chelsea', score: '1' },
      ],
    });
    now = NOW + 4 * 3_600_000;
    expect((await admin.post('/api/admin/refresh-game-props')).body.success).toBe(true);
    const statuses = async () => {
      const head = await stack.ports.eventStore.headPosition();
      await stack.runner.progress.waitFor(head, 5000);
      const bets = (await player.get(`/api/bets/${userId}`, { 'x-min-position': String(head) })).body;
      return (bets as { status: string }[]).map((bet) => bet.status);
    };
    // Settlement is a process manager: it settles once the read models reached the game's end.
    await expect.poll(statuses, { timeout: 5000 }).toEqual(['won']);
  });
});
