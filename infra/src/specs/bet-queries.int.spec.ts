import { ZAdminBet, ZBet, ZUserStatsResponse } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_LEGS, BETS, betsProjection, PLAYER_STATS, playerStatsQueries, rebuildProjections } from '@sb/projectors';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { betHistory } from '../testing/bet-history-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';

/**
 * The bet queries over HTTP. Bets are not placed through POST /api/bets here (that is the command side's
 * spec): each wallet command is decided by the real wallet decider and its events appended to
 * `wallet-<userId>`, so the payloads are exactly what production writes. The events are hash-chained like
 * the command API's, because deleting a user later appends WalletClosed onto this same chain.
 */

let stack: TestStack;
let admin: Client;
let kim: { player: Client; userId: string };
let lou: { player: Client; userId: string };

const DAY = 86_400_000;
// One clock reading for the whole file, so expected times are exact.
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const { place, setOutcome, onWallet, leg } = betHistory(() => stack);

/** The chart's bars added up in cents, as the header's figure is. */
const sumOf = (days: { profitLoss: number }[]) =>
  days.reduce((sum, day) => sum + Math.round(day.profitLoss * 100), 0) / 100;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  kim = await approvedPlayer(stack, admin, 'Kim');
  lou = await approvedPlayer(stack, admin, 'Lou');
  expect((await admin.post(`/api/admin/add-freeplay/${kim.userId}`, { amount: 25 })).status).toBe(200);

  // k1: $100 cash on Denver +3.5 at -110 (pays $190.90), judged from the final score 11 days ago: won.
  await place(kim.userId, 'k1', ago(12 * DAY), { stakeCents: 10_000, legs: [leg('g1', 'spread', 'away', -110, 3.5)] });
  await onWallet(kim.userId, {
    type: 'SettleBet',
    userId: kim.userId,
    betId: 'k1',
    games: [
      {
        gameId: 'g1',
        sport: 'NBA',
        status: 'final',
        removed: false,
        result: { homeScore: 100, awayScore: 98, periodScores: [], playerStats: {} },
      },
    ],
    settledAt: ago(11 * DAY),
  });
  // k2: $50 cash on Boston at -150 (pays $83.33), set lost by an admin 2 days ago.
  await place(kim.userId, 'k2', ago(3 * DAY), {
    stakeCents: 5_000,
    legs: [leg('g1', 'moneyline', 'home', -150, null)],
  });
  await setOutcome(kim.userId, 'k2', 'lost', ago(2 * DAY));
  // k3: $25 free play on Denver at +130 (pays $57.50; only the $32.50 winnings are credited), won yesterday.
  await place(kim.userId, 'k3', ago(2 * DAY), {
    balanceType: 'freePlay',
    stakeCents: 2_500,
    legs: [leg('g2', 'moneyline', 'away', 130, null)],
  });
  await setOutcome(kim.userId, 'k3', 'won', ago(DAY));
  // k4: a $20 parlay, Denver +3.5 and the over, still pending.
  await place(kim.userId, 'k4', ago(3_600_000), {
    betMode: 'parlay',
    stakeCents: 2_000,
    legs: [leg('g1', 'spread', 'away', -110, 3.5), leg('g2', 'totals', 'over', -108, 221.5)],
  });
  // l1: Lou's $10, the newest bet of all.
  await place(lou.userId, 'l1', ago(60_000), { stakeCents: 1_000, legs: [leg('g2', 'moneyline', 'home', -150, null)] });
});
afterAll(() => stack?.stop());

describe('GET /api/bets/:userId', () => {
  it('answers 401 without a session and 403 for somebody else’s bets', async () => {
    expect((await stack.client().get(`/api/bets/${kim.userId}`)).status).toBe(401);
    const other = await lou.player.get(`/api/bets/${kim.userId}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('Forbidden');
  });

  it('lists the player’s own bets newest first in the spec shape, money in dollars', async () => {
    const { status, body } = await kim.player.get(`/api/bets/${kim.userId}`);
    answerAs(ZBet.array(), { body });
    expect(status).toBe(200);
    expect(body.map((bet: { id: string }) => bet.id)).toEqual(['k4', 'k3', 'k2', 'k1']);
    const k1 = body[3];
    expect(k1).toEqual({
      id: 'k1',
      betMode: 'single',
      balanceType: 'cash',
      status: 'won',
      stake: 100,
      potentialPayout: 190.9,
      payout: 190.9,
      combinedOdds: -110,
      placedAt: ago(12 * DAY),
      settledAt: ago(11 * DAY),
      legs: [
        {
          id: 'k1-leg1',
          eventId: 'g1',
          marketType: 'spread',
          selection: 'away',
          line: 3.5,
          americanOdds: -110,
          propId: null,
          playerName: null,
          outcome: 'won',
          event: {
            sport: 'NBA',
            league: 'NBA',
            homeTeam: 'Boston Harbors',
            awayTeam: 'Denver Peaks',
            scheduledAt: ago(12 * DAY - 3_600_000),
          },
        },
      ],
    });
    expect(body[2]).toMatchObject({ id: 'k2', status: 'lost', stake: 50, potentialPayout: 83.33, payout: 0 });
    expect(body[2].legs[0].outcome).toBeNull();
    expect(body[1]).toMatchObject({ id: 'k3', balanceType: 'freePlay', status: 'won', payout: 57.5 });
    expect(body[0]).toMatchObject({ id: 'k4', betMode: 'parlay', status: 'pending', stake: 20, payout: null });
    // $20 x 21/11 x 52/27 = $73.535..., rounded down once; combined price +267.7 shown as +268.
    expect(body[0]).toMatchObject({ potentialPayout: 73.53, combinedOdds: 268, settledAt: null });
    expect(body[0].legs.map((l: { marketType: string }) => l.marketType)).toEqual(['spread', 'totals']);
  });

  it('lets an admin read any player’s bets', async () => {
    const { status, body } = await admin.get(`/api/bets/${lou.userId}`);
    answerAs(ZBet.array(), { body });
    expect(status).toBe(200);
    expect(body.map((bet: { id: string }) => bet.id)).toEqual(['l1']);
  });
});

describe('GET /api/user/stats', () => {
  it('answers 401 without a session', async () => {
    expect((await stack.client().get('/api/user/stats')).status).toBe(401);
  });

  /**
   * Kim staked $100 + $50 + $25 (free play) + $20 = $195 on 4 bets. P/L counts her own money: +$90.90 (k1)
   * - $50 (k2) + $32.50 (k3, free-play winnings only) = $73.40. Win rate: 2 wins of 3 decided bets = 66.7.
   * The last 7 days hold k2 and k3 only (k1 was settled 11 days ago): -$50 + $32.50 = -$17.50.
   */
  it('gives the worked example’s figures', async () => {
    const { body } = await kim.player.get('/api/user/stats');
    answerAs(ZUserStatsResponse, { body });
    expect(body).toEqual({
      totalBets: 4,
      totalWagered: 195,
      netProfitLoss: 73.4,
      winRate: 66.7,
      totalWins: 2,
      totalLosses: 1,
      totalCashedOut: 0,
      weeklyProfitLoss: -17.5,
      weeklyDays: expect.any(Array),
    });
    expect(body.weeklyDays).toHaveLength(7);
    expect(sumOf(body.weeklyDays)).toBe(-17.5);
  });

  it("cuts the week into the player's own days and keeps the figure their sum, in any time zone", async () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Asia/Kolkata', 'America/New_York', 'Pacific/Pago_Pago']) {
      const { status, body } = await kim.player.get(`/api/user/stats?timeZone=${encodeURIComponent(timeZone)}`);
      answerAs(ZUserStatsResponse, { body });
      expect(status).toBe(200);
      expect(body.weeklyDays).toHaveLength(7);
      expect(sumOf(body.weeklyDays)).toBe(body.weeklyProfitLoss);
    }
  });

  it('refuses a time zone that does not exist with a 400', async () => {
    const { status, body } = await kim.player.get('/api/user/stats?timeZone=Mars%2FOlympus');
    expect(status).toBe(400);
    expect(body.error).toBe('timeZone must be an IANA time zone such as Europe/London');
  });

  it('keeps the admin figures for the users list', async () => {
    expect(await playerStatsQueries(stack.ports.readStore).adminStatsFor(kim.userId)).toEqual({
      totalBets: 4,
      pendingBets: 1,
      wonBets: 2,
      lostBets: 1,
      totalWageredCents: 19_500,
      totalWonCents: 24_840,
    });
  });

  it('a player without settled bets has a win rate of 0', async () => {
    expect((await lou.player.get('/api/user/stats')).body).toEqual({
      totalBets: 1,
      totalWagered: 10,
      netProfitLoss: 0,
      winRate: 0,
      totalWins: 0,
      totalLosses: 0,
      totalCashedOut: 0,
      weeklyProfitLoss: 0,
      weeklyDays: expect.any(Array),
    });
  });
});

describe('admin bet lists', () => {
  it('are for admins only', async () => {
    expect((await lou.player.get('/api/admin/users/bets')).status).toBe(403);
    expect((await lou.player.get(`/api/admin/users/${kim.userId}/bets`)).status).toBe(403);
    expect((await stack.client().get('/api/admin/users/bets')).status).toBe(401);
  });

  it('GET /api/admin/users/bets lists every user’s bets newest first with the username', async () => {
    const { status, body } = await admin.get('/api/admin/users/bets');
    answerAs(ZAdminBet.array(), { body });
    expect(status).toBe(200);
    expect(body.map((bet: { id: string; username: string }) => [bet.id, bet.username])).toEqual([
      ['l1', 'Lou'],
      ['k4', 'Kim'],
      ['k3', 'Kim'],
      ['k2', 'Kim'],
      ['k1', 'Kim'],
    ]);
    expect(body[0]).toMatchObject({ userId: lou.userId, stake: 10, potentialPayout: 16.66, status: 'pending' });
  });

  it('GET /api/admin/users/:id/bets lists one user’s bets, 404 for an unknown user', async () => {
    const { body } = await admin.get(`/api/admin/users/${kim.userId}/bets`);
    answerAs(ZAdminBet.array(), { body });
    expect(body.map((bet: { id: string }) => bet.id)).toEqual(['k4', 'k3', 'k2', 'k1']);
    expect(body[3]).toMatchObject({ userId: kim.userId, username: 'Kim', payout: 190.9 });
    const unknown = await admin.get('/api/admin/users/nobody/bets');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('User not found');
  });
});

describe('after a re-settlement and a deletion', () => {
  it('an admin turning k2 from lost to push gives back the $50, booked today', async () => {
    await setOutcome(kim.userId, 'k2', 'push', new Date().toISOString());
    const bets = (await kim.player.get(`/api/bets/${kim.userId}`)).body;
    expect(bets[2]).toMatchObject({ id: 'k2', status: 'push', payout: 50 });
    expect((await kim.player.get('/api/user/stats')).body).toMatchObject({
      netProfitLoss: 123.4,
      winRate: 100,
      totalLosses: 0,
      weeklyProfitLoss: 32.5,
    });
  });

  it('deleting the user removes their bets, legs and stats, and no one else’s', async () => {
    expect((await admin.delete(`/api/admin/delete-user/${kim.userId}`)).status).toBe(200);
    const { body } = await admin.get('/api/admin/users/bets');
    expect(body.map((bet: { id: string }) => bet.id)).toEqual(['l1']);
    expect((await admin.get(`/api/bets/${kim.userId}`)).body).toEqual([]);
    expect(await stack.ports.readStore.collection(BET_LEGS).count({ userId: kim.userId })).toBe(0);
    expect(await stack.ports.readStore.collection(BET_LEGS).count({ userId: lou.userId })).toBe(1);
    expect((await playerStatsQueries(stack.ports.readStore).adminStatsFor(kim.userId)).totalBets).toBe(0);
  });

  it('rebuilding the bets read model from the log gives the same documents', async () => {
    const everything = () =>
      Promise.all(
        [BETS, BET_LEGS, PLAYER_STATS].map((name) =>
          stack.ports.readStore.collection(name).find({}, { sort: { id: 1 } }),
        ),
      );
    const before = await everything();
    expect(before.map((docs) => docs.length)).toEqual([1, 1, 1]);
    await stack.runner.stop();
    await rebuildProjections({ ...stack.ports, projections: [betsProjection] });
    expect(await everything()).toEqual(before);
  });
});
