import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { FreshSeeds, WalletCommand } from '@sb/domain';
import { currentUser } from '@sb/platform';
import type { TCasinoRound } from '@sb/contracts';
import type { CasinoGame } from '@sb/domain';
import { onWallet } from '../accounts/accounts.streams.js';
import type { CommandApiDeps } from '../deps.js';
import { answerRecorded, idempotencyRequest } from '../handling/idempotency-key.js';
import { eventMetadata } from '../handling/request-context.js';
import { roundAfterCommand } from './round-answer.js';

/** 32 random bytes as hex for the server seed (the scheme); 16 for the default client seed. */
export const randomCasinoSeeds = (): FreshSeeds => ({
  serverSeed: randomBytes(32).toString('hex'),
  clientSeed: randomBytes(16).toString('hex'),
});

/** Secrets for a command that may commit a new pair; the decider uses them only then. */
export const freshSeeds = (deps: CommandApiDeps): FreshSeeds => (deps.casinoSeeds ?? randomCasinoSeeds)();

/** A casino command on the signed-in player's wallet, hash-chained like every wallet event. */
export const onPlayerWallet = (ctx: Context, deps: CommandApiDeps, command: (userId: string) => WalletCommand) => {
  const userId = currentUser(ctx).id;
  return onWallet(deps, command(userId), eventMetadata(ctx, deps, userId));
};

/** How a round command shows its round (roulette adds the spec's spin fields); the round itself by default. */
export type PresentRound = (round: TCasinoRound) => unknown;

/**
 * A round command (a new round or a step of one) on the player's wallet, answered with the round after it.
 * The answer is recorded with the events under the request's Idempotency-Key, so a retry is one round.
 */
export const playRound = async (
  ctx: Context,
  deps: CommandApiDeps,
  { game, requestBody, present = (round) => round }: { game: CasinoGame; requestBody: unknown; present?: PresentRound },
  command: (userId: string) => WalletCommand,
) => {
  const userId = currentUser(ctx).id;
  const result = await onWallet(deps, command(userId), eventMetadata(ctx, deps, userId), {
    answer: (state) => ({ status: 200, body: present(roundAfterCommand(state, game)) }),
    idempotency: idempotencyRequest(ctx, userId, requestBody),
  });
  answerRecorded(ctx, result);
};
