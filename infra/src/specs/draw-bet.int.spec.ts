import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditLedgerDto } from '@sb/contracts';
import { BET_MESSAGES } from '@sb/domain';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { appendGameEvent, inDays, listGame, market } from '../testing/catalogue-fixtures.js';

type Row = { eventId: string; marketType: string; homeOdds: number; drawOdds?: number | null; bookmaker: string };
type Bet = { id: string; status: string; payout: number; legs: { selection: string; marketType: string }[] };

let stack: TestStack;
let admin: Client;
let player: Client;
let userId: string;

const SOCCER = { gameId: 's1', sport: 'Soccer', league: 'EPL', homeTeam: 'Arsenal', awayTeam: 'Chelsea' };
const threeWay = market('moneyline', { homeOdds: 150, awayOdds: 180, drawOdds: 240 });
const single = (selection: string, americanOdds: number, eventId = 's1') => ({
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId, marketType: 'moneyline', selection, americanOdds, line: null, stake: 10 }],
});
const caughtUp = async () => ({ 'x-min-position': String(await stack.ports.eventStore.headPosition()) });

beforeAll(async () => {
  // The default stack: the odds simulator frozen at TEST_FEED_EPOCH, refreshed on demand below.
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'draw-player'));
  await listGame(stack.ports.eventStore, { ...SOCCER, scheduledAt: inDays(1) }, [threeWay]);
  await listGame(stack.ports.eventStore, { gameId: 'n1', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

describe("soccer's three-way moneyline over HTTP", () => {
  it('takes a Draw from the event page shape (moneyline:draw) too', async () => {
    const answer = await player.post('/api/bets', {
      betType: 'straight',
      legs: [{ eventId: 's1', selection: 'moneyline:draw', odds: 240, stake: 10 }],
    });
    expect([answer.status, answer.body.potentialPayout]).toEqual([201, 34]);
  });

  it('refuses a Draw on a two-way moneyline with a problem+json 400 that says why', async () => {
    const answer = await player.post('/api/bets', single('draw', -150, 'n1'));
    expect([answer.status, answer.body.error]).toEqual([400, BET_MESSAGES.noDraw]);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
  });

  it('settles a 1-1: the Draw won at its price, both teams lost (no push), named Draw in history, admin and audit', async () => {
    const draw = (await player.post('/api/bets', single('draw', 240))).body.betId as string;
    const home = (await player.post('/api/bets', single('home', 150))).body.betId as string;
    const away = (await player.post('/api/bets', single('away', 180))).body.betId as string;
    await appendGameEvent(stack.ports.eventStore, 's1', 'GameFinished', {
      homeScore: 1,
      awayScore: 1,
      periodScores: [
        { period: '1H', home: 1, away: 0 },
        { period: '2H', home: 0, away: 1 },
      ],
      playerStats: {},
    });
    const ours = async () => {
      const bets = (await player.get(`/api/bets/${userId}`, await caughtUp())).body as Bet[];
      return [draw, home, away].map((id) => bets.find((bet) => bet.id === id));
    };
    await expect
      .poll(async () => (await ours()).map((bet) => bet?.status), { timeout: 5000 })
      .toEqual(['won', 'lost', 'lost']);
    expect((await ours()).map((bet) => bet?.payout)).toEqual([34, 0, 0]);
    expect((await ours())[0]?.legs[0]).toMatchObject({ marketType: 'moneyline', selection: 'draw' });

    const adminBets = (await admin.get(`/api/admin/users/${userId}/bets`, await caughtUp())).body as Bet[];
    expect(adminBets.find((bet) => bet.id === draw)).toMatchObject({ status: 'won', legs: [{ selection: 'draw' }] });

    const ledger = (await admin.get(`/api/audit/players/${userId}/ledger`, await caughtUp())).body as TAuditLedgerDto;
    const lines = ledger.lines.filter((line) => line.reference === draw).map((line) => line.description);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toBe('Draw · Moneyline, Chelsea @ Arsenal');
  });

  // Last: a refresh of the simulated feed withdraws the fixture games, which it does not list.
  it("the simulator quotes every soccer moneyline three ways (a Draw price), and no other sport's", async () => {
    expect((await admin.post('/api/admin/refresh-game-props')).body.success).toBe(true);
    const events = (await admin.get('/api/events', await caughtUp())).body as { id: string; sport: string }[];
    const sportOf = new Map(events.map((event) => [event.id, event.sport]));
    const moneylines = ((await admin.get('/api/markets', await caughtUp())).body as Row[]).filter(
      (row) => row.marketType === 'moneyline' && row.eventId !== 's1' && row.eventId !== 'n1',
    );
    const soccer = moneylines.filter((row) => sportOf.get(row.eventId) === 'Soccer');
    expect(soccer.length).toBeGreaterThan(0);
    for (const row of soccer) expect([row.eventId, row.drawOdds]).toEqual([row.eventId, expect.any(Number)]);
    for (const row of moneylines.filter((r) => sportOf.get(r.eventId) !== 'Soccer')) {
      expect([row.eventId, row.drawOdds]).toEqual([row.eventId, undefined]);
    }
    // A simulated Draw is bet like any other price, at the price the board shows.
    const [first] = soccer;
    const details = (await player.get(`/api/events/${first?.eventId}/details`, await caughtUp())).body;
    expect(details.gameProps.mainMarkets.moneyline.drawOdds).toBe(first?.drawOdds);
    const placed = await player.post('/api/bets', single('draw', first?.drawOdds ?? 0, first?.eventId));
    expect([placed.status, placed.body.potentialPayout]).toEqual([201, expect.any(Number)]);
  });
});
