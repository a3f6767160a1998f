import { ZCleanupRunResult, ZCleanupStats } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import { appendGameEvent, inDays, listGame, market } from '../testing/catalogue-fixtures.js';

let stack: TestStack;
let admin: Client;
let player: Client;
let userId: string;
const daysFromNow = inDays;
const board = [
  market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  market('totals', { line: 200.5, overOdds: -110, underOdds: -110 }),
];
const prop = {
  id: 'done:a-b:player_points',
  propType: 'player_points',
  playerName: 'A B',
  team: 'X',
  line: 20.5,
  overOdds: -110,
  underOdds: -110,
  bookmaker: 'DK',
};
const finish = (gameId: string) =>
  appendGameEvent(stack.ports.eventStore, gameId, 'GameFinished', {
    homeScore: 100,
    awayScore: 90,
    periodScores: [],
    playerStats: {},
  });
const eventIds = async () => ((await admin.get('/api/events')).body as { id: string }[]).map((e) => e.id).sort();

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
  ({ player, userId } = await approvedPlayer(stack, admin, 'Keeper'));
  await listGame(stack.ports.eventStore, { gameId: 'done', scheduledAt: daysFromNow(1) }, board, [prop as never]);
  await listGame(
    stack.ports.eventStore,
    { gameId: 'bet-on', homeTeam: 'Kept Home', awayTeam: 'Kept Away', scheduledAt: daysFromNow(1) },
    board,
  );
  await listGame(stack.ports.eventStore, { gameId: 'called-off', scheduledAt: daysFromNow(1) }, board);
  await listGame(stack.ports.eventStore, { gameId: 'stale', scheduledAt: daysFromNow(-8) });
  await listGame(stack.ports.eventStore, { gameId: 'recent', scheduledAt: daysFromNow(-6) });
  await listGame(stack.ports.eventStore, { gameId: 'upcoming', scheduledAt: daysFromNow(2) }, board);
  const placed = await player.post('/api/bets', {
    betMode: 'single',
    stake: 10,
    balanceType: 'cash',
    legs: [
      { eventId: 'bet-on', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake: 10 },
    ],
  });
  expect(placed.status).toBe(201);
  await stack.settlement.stop();
  await finish('done');
  await finish('bet-on');
  await appendGameEvent(stack.ports.eventStore, 'called-off', 'GameCancelled', {});
  await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 2000);
});
afterAll(() => stack.stop());

describe('database cleanup', () => {
  it('counts what it would delete, keeping games with pending bets', async () => {
    const stats = await admin.get('/api/cleanup/stats');
    expect(answerAs(ZCleanupStats, stats)).toEqual({ finalGames: 2, oldScheduledGames: 1, totalGamesToDelete: 3 });
  });

  it('deletes finished and stale games with their markets and props, and nothing else', async () => {
    const run = await admin.post('/api/cleanup/run', {});
    expect(run.status).toBe(200);
    answerAs(ZCleanupRunResult, run);
    expect(run.body.stats).toEqual({ gamesDeleted: 3, marketsDeleted: 4, propsDeleted: 1 });
    expect(await eventIds()).toEqual(['bet-on', 'recent', 'upcoming']);
    expect((await admin.get('/api/events/done/details')).status).toBe(404);
    expect((await admin.get('/api/cleanup/stats')).body).toEqual({
      finalGames: 0,
      oldScheduledGames: 0,
      totalGamesToDelete: 0,
    });
    expect((await admin.post('/api/cleanup/run', {})).body.stats).toEqual({
      gamesDeleted: 0,
      marketsDeleted: 0,
      propsDeleted: 0,
    });
  });

  it('removes the kept game once its bets are settled, and the bet keeps its team names', async () => {
    await stack.settlement.start();
    await expect.poll(async () => (await admin.get('/api/cleanup/stats')).body.finalGames, { timeout: 5000 }).toBe(1);
    await admin.post('/api/cleanup/run', {});
    expect(await eventIds()).toEqual(['recent', 'upcoming']);
    const [bet] = (await player.get(`/api/bets/${userId}`)).body;
    expect(bet.legs[0].event).toMatchObject({ homeTeam: 'Kept Home', awayTeam: 'Kept Away' });
  });

  it('is for admins only', async () => {
    expect((await player.get('/api/cleanup/stats')).status).toBe(403);
    expect((await player.post('/api/cleanup/run', {})).status).toBe(403);
    expect((await stack.client().get('/api/cleanup/stats')).status).toBe(401);
  });
});
