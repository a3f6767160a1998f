import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound, type RoundOpening } from '@sb/domain';
import type { TCasinoRound } from '@sb/contracts';
import { startTestStack, type Client, type TestStack } from '../testing/test-stack.js';
import { approvedPlayer, signInAdmin } from '../testing/accounts-fixtures.js';

let stack: TestStack;
let player: Client;

beforeAll(async () => {
  stack = await startTestStack();
  const admin = await signInAdmin(stack);
  ({ player } = await approvedPlayer(stack, admin, 'Verifier'));
});
afterAll(() => stack.stop());

const cents = (dollars: number) => Math.round(dollars * 100);

/** Plays a blackjack hand to its end by the simplest strategy: hit below 17, else stand. */
const playBlackjack = async (bet: number) => {
  let round = (await player.post('/api/casino/blackjack/deal', { bet })).body as TCasinoRound;
  while (round.status === 'open') {
    const total = round.outcome.game === 'blackjack' ? round.outcome.playerTotal : 21;
    round = (await player.post(`/api/casino/blackjack/${total < 17 ? 'hit' : 'stand'}`, { roundId: round.roundId }))
      .body as TCasinoRound;
  }
};

/** Plays a craps round to its end: the come-out with a bet, then rolls while a point stands. */
const playCraps = async (bet: number, choice: string) => {
  let round = (await player.post('/api/casino/craps/roll', { bet, choice })).body as TCasinoRound;
  while (round.status === 'open') round = (await player.post('/api/casino/craps/roll', {})).body as TCasinoRound;
};

describe('provably fair replay of rounds recorded through the API', () => {
  it('recomputes every round from the revealed server seed with playRound, outcome and money alike', async () => {
    expect((await player.post('/api/casino/fairness/client-seed', { clientSeed: 'replay me: 1' })).status).toBe(200);
    const spins = [
      player.post('/api/casino/roulette/spin', { bet: 5, betType: 'number-17' }),
      player.post('/api/casino/roulette/spin', { bet: 10, betType: 'low' }),
      player.post('/api/casino/slots/spin', { bet: 5 }),
      player.post('/api/casino/baccarat/deal', { bet: 25, choice: 'tie' }),
      player.post('/api/casino/baccarat/deal', { bet: 5, choice: 'player' }),
    ];
    for (const spin of spins) expect((await spin).status).toBe(200);
    await playBlackjack(10);
    await playBlackjack(5);
    await playCraps(5, 'pass');
    await playCraps(10, 'dontPass');
    expect((await player.post('/api/casino/fairness/client-seed', { clientSeed: 'second seed' })).status).toBe(200);
    await player.post('/api/casino/slots/spin', { bet: 10 });

    const before = (await player.get('/api/casino/rounds')).body.rounds as TCasinoRound[];
    expect(before.length).toBe(10);
    expect(before.every((round) => round.serverSeed === null)).toBe(true);

    const rotated = await player.post('/api/casino/fairness/rotate');
    expect(rotated.status).toBe(200);
    const { revealed } = rotated.body;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(revealed.serverSeedHash);
    expect(revealed.nonce).toBe(10);

    const rounds = (await player.get('/api/casino/rounds')).body.rounds as TCasinoRound[];
    expect(rounds.map((round) => round.nonce)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const round of rounds) {
      expect(round).toMatchObject({
        status: 'complete',
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
      });
      const replayed = playRound({
        opening: round.opening as RoundOpening,
        stakeCents: cents(round.openingBet),
        actions: round.actions,
        seeds: { serverSeed: revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      });
      expect({
        outcome: replayed.outcome,
        message: replayed.message,
        stakeCents: replayed.stakeCents,
        payoutCents: replayed.payoutCents,
        complete: replayed.complete,
      }).toEqual({
        outcome: round.outcome,
        message: round.message,
        stakeCents: cents(round.bet),
        payoutCents: cents(round.payout),
        complete: true,
      });
    }
    expect(new Set(rounds.map((round) => round.clientSeed))).toEqual(new Set(['replay me: 1', 'second seed']));
  });
});
