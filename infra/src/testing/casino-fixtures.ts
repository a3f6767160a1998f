import { expect } from 'vitest';
import { verifyChain } from '@sb/platform';
import { playRound, walletDecider, type CasinoAction, type WalletEvent } from '@sb/domain';
import type { Answer, Client, TestStack } from './test-stack.js';

/** The wallet stream as recorded (hash chain included). */
export const walletStream = (stack: TestStack, userId: string) => stack.ports.eventStore.readStream(`wallet-${userId}`);

/** The balance an auditor computes: the wallet stream folded by the wallet decider, in cents. */
export const foldedWallet = async (stack: TestStack, userId: string) =>
  (await walletStream(stack, userId))
    .map((event) => event as unknown as WalletEvent)
    .reduce(walletDecider.evolve, walletDecider.initialState);

export const cashShown = async (client: Client) =>
  Math.round(((await client.get('/api/user')).body.balance as number) * 100);

/** The answer was a problem+json refusal with this status and player text. */
export const expectRefusal = (answer: Answer, status: number, error: string | RegExp) => {
  expect({ status: answer.status, type: answer.headers.get('content-type') }).toEqual({
    status,
    type: expect.stringContaining('application/problem+json'),
  });
  expect(answer.body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
};

/** Runs `request` and checks it appended nothing to the player's wallet (and the chain still verifies). */
export const appendsNothing = async (stack: TestStack, userId: string, request: () => Promise<Answer>) => {
  const before = await walletStream(stack, userId);
  const answer = await request();
  const after = await walletStream(stack, userId);
  expect(after.length).toBe(before.length);
  expect(verifyChain(after).valid).toBe(true);
  return answer;
};

/** The server seed of the player's current pair, read from the log (only the server and its tests can). */
export const committedServerSeed = async (stack: TestStack, userId: string) => {
  const seeds = (await foldedWallet(stack, userId)).casino.seeds;
  if (!seeds) throw new Error('The player has no seed pair yet');
  return seeds.serverSeed;
};

/** The first client seed `seed-N` for which `wanted(clientSeed)` holds (a pure search: the same every run). */
export const clientSeedWhere = (wanted: (clientSeed: string) => boolean) => {
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    if (wanted(`seed-${attempt}`)) return `seed-${attempt}`;
  }
  throw new Error('No client seed found');
};

/** A client seed under which the roulette rounds of nonces 0..count-1 all lose with `betType`. */
export const clientSeedLosingFirst = (serverSeed: string, count: number, betType: string) =>
  clientSeedWhere((clientSeed) =>
    Array.from({ length: count }, (_, nonce) => nonce).every(
      (nonce) =>
        playRound({
          opening: { game: 'roulette', betType },
          stakeCents: 1_000,
          actions: [],
          seeds: { serverSeed, clientSeed, nonce },
        }).payoutCents === 0,
    ),
  );

/** A client seed under which the blackjack hand of `nonce` is still in play after the deal and `actions`. */
export const clientSeedKeepingHandOpen = (serverSeed: string, nonce: number, actions: CasinoAction[] = []) =>
  clientSeedWhere((clientSeed) =>
    [[], ...actions.map((_, count) => actions.slice(0, count + 1))].every(
      (prefix) =>
        !playRound({
          opening: { game: 'blackjack' },
          stakeCents: 1_000,
          actions: prefix,
          seeds: { serverSeed, clientSeed, nonce },
        }).complete,
    ),
  );

/** Commits the player's pair and sets a client seed chosen by `choose` from the (server-side) server seed. */
export const withClientSeed = async (
  stack: TestStack,
  player: Client,
  userId: string,
  choose: (serverSeed: string) => string,
) => {
  expect((await player.post('/api/casino/fairness')).status).toBe(200);
  const clientSeed = choose(await committedServerSeed(stack, userId));
  expect((await player.post('/api/casino/fairness/client-seed', { clientSeed })).status).toBe(200);
  return clientSeed;
};
