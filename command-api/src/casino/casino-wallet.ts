import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { FreshSeeds, WalletCommand } from '@sb/domain';
import { currentUser } from '@sb/platform';
import { onWallet } from '../accounts/accounts.streams.js';
import type { CommandApiDeps } from '../deps.js';
import { eventMetadata } from '../handling/request-context.js';

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
