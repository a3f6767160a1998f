import { ZCasinoRound } from '@sb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound, ROUND_IN_PLAY } from '@sb/domain';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';
import { answerAs } from '../testing/contract-answer.js';
import {
  appendsNothing,
  cashShown,
  clientSeedWhere,
  expectRefusal,
  foldedWallet,
  withClientSeed,
} from '../testing/casino-fixtures.js';

let stack: TestStack;
let admin: Client;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signInAdmin(stack);
});
afterAll(() => stack.stop());

/** A client seed whose come-out at nonce 0 sets a point and whose first roll after it neither makes it nor sevens out. */
const pointThatLasts = (serverSeed: string) =>
  clientSeedWhere((clientSeed) => {
    const play = (actions: 'roll'[]) =>
      playRound({
        opening: { game: 'craps', choice: 'pass' },
        stakeCents: 1_000,
        actions,
        seeds: { serverSeed, clientSeed, nonce: 0 },
      });
    return !play([]).complete && !play(['roll']).complete;
  });

describe('craps over HTTP', () => {
  it('keeps a point in play across requests, refuses a new bet meanwhile, and settles when the point is decided', async () => {
    const { player, userId } = await approvedPlayer(stack, admin, 'Shooter');
    await withClientSeed(stack, player, userId, pointThatLasts);

    const comeOut = await player.post('/api/casino/craps/roll', { bet: 10, choice: 'pass' });
    answerAs(ZCasinoRound, comeOut);
    expect(comeOut.status).toBe(200);
    const point = comeOut.body.outcome.point as number;
    expect([4, 5, 6, 8, 9, 10]).toContain(point);
    expect(comeOut.body).toMatchObject({
      status: 'open',
      message: `Point established: ${point}`,
      allowedActions: ['roll'],
      bet: 10,
      payout: 0,
      netChange: 0,
    });
    expect((await player.get('/api/casino/rounds/open')).body.rounds).toEqual([comeOut.body]);

    expectRefusal(
      await appendsNothing(stack, userId, () => player.post('/api/casino/craps/roll', { bet: 10, choice: 'dontPass' })),
      409,
      ROUND_IN_PLAY.craps,
    );

    const again = await player.post('/api/casino/craps/roll', {});
    expect(again.status).toBe(200);
    const { total } = again.body.outcome.rolls.at(-1);
    expect(again.body).toMatchObject({
      status: 'open',
      actions: ['roll'],
      message: `Rolled ${total}. Point is ${point}. Roll again!`,
    });

    let round = again.body;
    while (round.status === 'open') round = (await player.post('/api/casino/craps/roll')).body;
    expect(['Made the point!', 'Seven out!']).toContain(round.message);
    expect(round.payout).toBe(round.message === 'Made the point!' ? 20 : 0);
    expect(round.outcome.point).toBeNull();
    expect(round.newBalance).toBe(990 + round.payout);
    expect((await player.get('/api/casino/rounds/open')).body.rounds).toEqual([]);
    expect(await cashShown(player)).toBe((await foldedWallet(stack, userId)).cashCents);
  });
});
