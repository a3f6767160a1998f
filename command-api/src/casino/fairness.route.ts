import type Router from '@koa/router';
import type { Context } from 'koa';
import type { WalletState } from '@sb/domain';
import { ZClientSeedRequest, type TFairnessDto, type TSeedRotationDto } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition } from '../handling/request-context.js';
import { validate } from '../handling/validate.js';
import { freshSeeds, onPlayerWallet } from './casino-wallet.js';

const currentPair = (state: WalletState): TFairnessDto => {
  const seeds = state.casino.seeds;
  if (!seeds) throw new Error('A fairness command left the wallet without a seed pair');
  return { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
};

const answerPair = (ctx: Context, { position, state }: { position: number; state: WalletState }) =>
  answerWithPosition(ctx, position, 200, currentPair(state));

/**
 * POST /api/casino/fairness commits the player's seed pair if they have none (idempotent), so the hash can be
 * shown before the first round; /client-seed changes the client seed; /rotate reveals the server seed.
 */
export const fairnessRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/casino/fairness', async (ctx) => {
    await readJsonBody(ctx);
    answerPair(
      ctx,
      await onPlayerWallet(ctx, deps, (userId) => ({ type: 'CommitCasinoSeeds', userId, fresh: freshSeeds(deps) })),
    );
  });

  router.post('/api/casino/fairness/client-seed', async (ctx) => {
    const { clientSeed } = validate(ZClientSeedRequest, await readJsonBody(ctx));
    const result = await onPlayerWallet(ctx, deps, (userId) => ({
      type: 'ChangeCasinoClientSeed',
      userId,
      clientSeed,
      fresh: freshSeeds(deps),
    }));
    answerPair(ctx, result);
  });

  router.post('/api/casino/fairness/rotate', async (ctx) => {
    await readJsonBody(ctx);
    const { position, state, events } = await onPlayerWallet(ctx, deps, (userId) => ({
      type: 'RotateCasinoSeeds',
      userId,
      fresh: freshSeeds(deps),
    }));
    const rotated = events.find((event) => event.type === 'CasinoSeedsRotated');
    if (rotated?.type !== 'CasinoSeedsRotated') throw new Error('A rotation appended no CasinoSeedsRotated');
    const body: TSeedRotationDto = { revealed: rotated.data.revealed, current: currentPair(state) };
    answerWithPosition(ctx, position, 200, body);
  });
};
