import { ZCasinoRound } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '@sb/platform';
import { NO_ROUND_IN_PLAY, CASINO_MESSAGES, ROUND_IN_PLAY } from '@sb/domain';
import { restartTestStack, startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import {
  appendsNothing,
  cashShown,
  clientSeedKeepingHandOpen,
  expectRefusal,
  foldedWallet,
  walletStream,
  withClientSeed,
} from '../testing/casino-fixtures.js';

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack.stop());

describe('a blackjack hand over HTTP', () => {
  it('survives a restart of the stack: the open hand comes back and /stand finishes it', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Sleeper');
    await withClientSeed(stack, player, userId, (serverSeed) => clientSeedKeepingHandOpen(serverSeed, 0));
    const dealt = await player.post('/api/casino/blackjack/deal', { bet: 25 });
    answerAs(ZCasinoRound, dealt);
    expect(dealt.status).toBe(200);
    expect(dealt.body).toMatchObject({
      game: 'blackjack',
      status: 'open',
      bet: 25,
      payout: 0,
      netChange: 0,
      newBalance: 975,
    });
    expect(dealt.body.allowedActions).toEqual(['hit', 'stand', 'double']);
    expect(dealt.body.outcome.dealerCards).toHaveLength(1);

    stack = await restartTestStack(stack);
    admin = await signInAdmin(stack);
    const again = stack.client();
    expect((await again.login('Sleeper', 'pw-12345')).status).toBe(200);
    const open = await again.get('/api/casino/rounds/open');
    expect(open.status).toBe(200);
    expect(open.body.rounds).toEqual([{ ...dealt.body, serverSeed: null }]);

    const stood = await again.post('/api/casino/blackjack/stand', { roundId: dealt.body.roundId });
    expect(stood.status).toBe(200);
    expect(stood.body).toMatchObject({
      roundId: dealt.body.roundId,
      status: 'complete',
      actions: ['stand'],
      allowedActions: [],
    });
    expect(stood.body.outcome.dealerCards.length).toBeGreaterThanOrEqual(2);
    expect(stood.body.netChange).toBe(stood.body.payout - 25);
    expect(stood.body.newBalance).toBe(975 + stood.body.payout);
    expect((await again.get('/api/casino/rounds/open')).body.rounds).toEqual([]);
    expect(await cashShown(again)).toBe((await foldedWallet(stack, userId)).cashCents);
    expect(verifyChain(await walletStream(stack, userId)).valid).toBe(true);
  });

  it('doubles: a second stake, one card, and the hand is settled', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Doubler');
    await withClientSeed(stack, player, userId, (serverSeed) => clientSeedKeepingHandOpen(serverSeed, 0));
    expect((await player.post('/api/casino/blackjack/deal', { bet: 50 })).status).toBe(200);
    const doubled = await player.post('/api/casino/blackjack/double');
    expect(doubled.status).toBe(200);
    expect(doubled.body).toMatchObject({ status: 'complete', openingBet: 50, bet: 100, actions: ['double'] });
    expect(doubled.body.outcome.playerCards).toHaveLength(3);
    expect(doubled.body.newBalance).toBe(900 + doubled.body.payout);
    expect(await cashShown(player)).toBe(Math.round(doubled.body.newBalance * 100));
  });

  it("refuses, appending nothing: a second deal, a double without the cash, out of turn, finished, another player's hand", async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Careful');
    const other = await approvedPlayer(stack, admin, 'Nosy');
    expect((await admin.post(`/api/admin/users/${userId}/balance`, { amount: -990, balanceType: 'cash' })).status).toBe(
      200,
    );
    await withClientSeed(stack, player, userId, (serverSeed) => clientSeedKeepingHandOpen(serverSeed, 0, ['hit']));
    const dealt = await player.post('/api/casino/blackjack/deal', { bet: 10 });
    expect(dealt.status).toBe(200);
    const roundId = dealt.body.roundId as string;

    const refused = async (client: Client, owner: string, path: string, body: unknown, status: number, error: string) =>
      expectRefusal(await appendsNothing(stack, owner, () => client.post(path, body)), status, error);
    await refused(player, userId, '/api/casino/blackjack/deal', { bet: 5 }, 409, ROUND_IN_PLAY.blackjack);
    await refused(
      player,
      userId,
      '/api/casino/blackjack/double',
      { roundId },
      422,
      CASINO_MESSAGES.insufficientBalance,
    );
    await refused(other.player, userId, '/api/casino/blackjack/hit', { roundId }, 404, CASINO_MESSAGES.roundNotFound);
    await refused(
      other.player,
      other.userId,
      '/api/casino/blackjack/stand',
      { roundId },
      404,
      CASINO_MESSAGES.roundNotFound,
    );
    await refused(
      player,
      userId,
      '/api/casino/blackjack/hit',
      { roundId: 'made-up' },
      404,
      CASINO_MESSAGES.roundNotFound,
    );
    await refused(player, userId, '/api/casino/blackjack/hit', { roundId: 42 }, 400, 'Round id must be text');

    const hit = await player.post('/api/casino/blackjack/hit', { roundId });
    expect(hit.status).toBe(200);
    expect(hit.body.allowedActions).toEqual(['hit', 'stand']);
    await refused(
      player,
      userId,
      '/api/casino/blackjack/double',
      {},
      422,
      'You can only double down on your first two cards',
    );

    expect((await player.post('/api/casino/blackjack/stand', {})).status).toBe(200);
    await refused(player, userId, '/api/casino/blackjack/hit', { roundId }, 409, CASINO_MESSAGES.roundFinished);
    await refused(player, userId, '/api/casino/blackjack/stand', {}, 409, NO_ROUND_IN_PLAY.blackjack);
  });
});
