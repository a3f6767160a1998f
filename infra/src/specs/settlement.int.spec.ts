import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletDecider, type WalletEvent } from '@sb/domain';
import { verifyChain, type OddsProvider } from '@sb/platform';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { appendGameEvent, inDays, listGame, market } from '../testing/catalogue-fixtures.js';

const quietFeed: OddsProvider = {
  name: 'quiet',
  fetchGames: async () => ({ ok: false, reason: 'no feed in this spec' }),
  fetchPlayerProps: async () => ({ ok: false, reason: 'no feed in this spec' }),
};

let stack: TestStack;
let admin: Client;
let player: Client;
let userId: string;
const board = [
  market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  market('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
  market('totals', { line: 200.5, overOdds: -110, underOdds: -110 }),
];
const inOneDay = () => inDays(1);
const bet = (
  eventId: string,
  marketType: string,
  selection: string,
  americanOdds: number,
  line: number | null = null,
) => ({
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId, marketType, selection, americanOdds, line, stake: 10 }],
});
const finish = (gameId: string, homeScore: number, awayScore: number) =>
  appendGameEvent(stack.ports.eventStore, gameId, 'GameFinished', {
    homeScore,
    awayScore,
    periodScores: [
      { period: 'Q1', home: 30, away: 20 },
      { period: 'Q2', home: 25, away: 30 },
      { period: 'Q3', home: 25, away: 25 },
      { period: 'Q4', home: homeScore - 80, away: awayScore - 75 },
    ],
    playerStats: {},
  });
const settled = async () => {
  const head = await stack.ports.eventStore.headPosition();
  await stack.runner.progress.waitFor(head, 5000);
  return (await player.get(`/api/bets/${userId}`, { 'x-min-position': String(head) })).body as {
    id: string;
    status: string;
  }[];
};
const walletFold = async () => {
  const events = await stack.ports.eventStore.readStream(`wallet-${userId}`);
  expect(verifyChain(events).valid).toBe(true);
  return events.map((e) => e as unknown as WalletEvent).reduce(walletDecider.evolve, walletDecider.initialState);
};

beforeAll(async () => {
  // A feed that lists nothing new: the on-demand run's refresh then leaves the fixture games as they are.
  stack = await startTestStack({}, { oddsProvider: quietFeed });
  admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'Settler'));
  for (const gameId of ['g1', 'g2', 'g3', 'g4'])
    await listGame(stack.ports.eventStore, { gameId, scheduledAt: inOneDay() }, board);
});
afterAll(() => stack.stop());

describe('settlement', () => {
  it('settles bets automatically when their game finishes, and the balance is the fold of the wallet', async () => {
    const won = (await player.post('/api/bets', bet('g1', 'moneyline', 'home', -150))).body.betId;
    const lost = (await player.post('/api/bets', bet('g1', 'spread', 'home', -110, -3.5))).body.betId;
    const over = (await player.post('/api/bets', bet('g1', 'totals', 'over', -110, 200.5))).body.betId;
    await finish('g1', 103, 100);
    await expect
      .poll(async () => (await settled()).filter((b) => b.status !== 'pending').length, { timeout: 5000 })
      .toBe(3);
    const byId = Object.fromEntries((await settled()).map((b) => [b.id, b.status]));
    expect([byId[won], byId[lost], byId[over]]).toEqual(['won', 'lost', 'won']);
    // 1000 - 30 staked + 16.66 + 19.09 returned
    const balance = (await player.get('/api/user')).body.balance;
    expect(balance).toBe(1005.75);
    expect((await walletFold()).cashCents).toBe(100_575);
  });

  it('voids bets on a cancelled game and returns the stake', async () => {
    const before = (await walletFold()).cashCents;
    const betId = (await player.post('/api/bets', bet('g3', 'moneyline', 'home', -150))).body.betId;
    await appendGameEvent(stack.ports.eventStore, 'g3', 'GameCancelled', {});
    await expect
      .poll(async () => (await settled()).find((b) => b.id === betId)?.status, { timeout: 5000 })
      .toBe('void');
    expect((await walletFold()).cashCents).toBe(before);
  });

  it('runs settlement on demand for games whose bets are still pending, once', async () => {
    await stack.settlement.stop();
    const waiting = (await player.post('/api/bets', bet('g4', 'totals', 'under', -110, 200.5))).body.betId;
    const betId = (await player.post('/api/bets', bet('g2', 'moneyline', 'away', 130))).body.betId;
    await finish('g2', 90, 99);
    const run = await admin.post('/api/settlement/all', {});
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ gamesFinalized: 1, betsSettled: 1, betsWon: 1, betsLost: 0 });
    expect((await settled()).find((b) => b.id === betId)?.status).toBe('won');
    // A bet whose game is not over waits without stopping the run.
    expect((await settled()).find((b) => b.id === waiting)?.status).toBe('pending');
    expect((await admin.post('/api/settlement/all', {})).body).toEqual({
      gamesFinalized: 0,
      betsSettled: 0,
      betsWon: 0,
      betsLost: 0,
    });
    await stack.settlement.start();
  });

  it('lets an admin re-settle a lost bet as won in one wallet event', async () => {
    const bets = await settled();
    const lost = bets.find((b) => b.status === 'lost');
    const before = (await walletFold()).cashCents;
    const answer = await admin.post(`/api/admin/bets/${lost?.id}/settle`, { status: 'won' });
    expect(answer.status).toBe(200);
    expect((await walletFold()).cashCents).toBe(before + 1909);
    const wallet = await stack.ports.eventStore.readStream(`wallet-${userId}`);
    expect(wallet.at(-1)?.type).toBe('BetResettled');
    expect((await settled()).find((b) => b.id === lost?.id)?.status).toBe('won');
    expect((await admin.post(`/api/admin/bets/${lost?.id}/settle`, { status: 'maybe' })).body.error).toBe(
      'Status must be won, lost, push or void',
    );
    expect((await admin.post('/api/admin/bets/nope/settle', { status: 'won' })).status).toBe(404);
    expect((await player.post(`/api/admin/bets/${lost?.id}/settle`, { status: 'won' })).status).toBe(403);
  });
});
