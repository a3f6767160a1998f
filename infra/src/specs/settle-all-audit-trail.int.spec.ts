import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminActionDto } from '@sb/contracts';
import type { OddsProvider } from '@sb/platform';
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
let adminId: string;
let player: Client;
let userId: string;

const moneyline = (eventId: string, selection: 'home' | 'away', americanOdds: number) => ({
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [{ eventId, marketType: 'moneyline', selection, americanOdds, line: null, stake: 10 }],
});

const finish = (gameId: string, homeScore: number, awayScore: number) =>
  appendGameEvent(stack.ports.eventStore, gameId, 'GameFinished', {
    homeScore,
    awayScore,
    periodScores: [{ period: 'Q1', home: homeScore, away: awayScore }],
    playerStats: {},
  });

beforeAll(async () => {
  stack = await startTestStack({}, { oddsProvider: quietFeed });
  admin = await signInAdmin(stack);
  adminId = (await admin.get('/api/user')).body.id;
  ({ player, userId } = await approvedPlayer(stack, admin, 'Sally'));
  await listGame(stack.ports.eventStore, { gameId: 'sa1', scheduledAt: inDays(1) }, [
    market('moneyline', { homeOdds: -150, awayOdds: 130 }),
  ]);
});
afterAll(() => stack.stop());

describe("an admin's settle all", () => {
  it('records the acting admin on every settlement it appends, and the audit trail names that admin', async () => {
    // Only the on-demand run settles here: the process manager that settles a game when it ends is stopped.
    await stack.settlement.stop();
    const won = (await player.post('/api/bets', moneyline('sa1', 'home', -150))).body.betId as string;
    const lost = (await player.post('/api/bets', moneyline('sa1', 'away', 130))).body.betId as string;
    await finish('sa1', 101, 99);
    const run = await admin.post('/api/settlement/all', {});
    expect(run.body).toEqual({ gamesFinalized: 1, betsSettled: 2, betsWon: 1, betsLost: 1 });

    const wallet = await stack.ports.eventStore.readStream(`wallet-${userId}`);
    const settlements = wallet.filter((event) => event.type === 'BetSettled');
    expect(settlements.map((event) => (event.data as { betId: string }).betId).sort()).toEqual([won, lost].sort());
    for (const event of settlements) expect(event.metadata.request).toEqual({ adminId });

    const head = await stack.ports.eventStore.headPosition();
    const trail = await admin.get(`/api/audit/admin-actions?userId=${userId}`, { 'x-min-position': String(head) });
    expect(trail.status).toBe(200);
    const settledInTrail = (trail.body.actions as TAdminActionDto[]).filter((a) => a.action === 'BetSettled');
    expect(settledInTrail.map((action) => (action.details as { betId: string }).betId).sort()).toEqual(
      [won, lost].sort(),
    );
    for (const action of settledInTrail)
      expect(action).toMatchObject({ adminId, adminUsername: 'admin', userId, username: 'Sally' });
    await stack.settlement.start();
  });
});
