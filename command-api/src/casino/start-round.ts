import type { Context } from 'koa';
import type { RoundOpening } from '@sb/domain';
import type { CommandApiDeps } from '../deps.js';
import { toCents } from '../handling/validate.js';
import { freshSeeds, playRound, type PresentRound } from './casino-wallet.js';

export const NO_CHIP = 'Place a bet with a chip';

/** An opening bet as every game's first request places it: dollars to cents, the wallet decides the rest. */
export const startRound = (
  ctx: Context,
  deps: CommandApiDeps,
  request: { opening: RoundOpening; bet: string | number | undefined; balanceType: string | undefined },
  requestBody: unknown,
  present?: PresentRound,
) => {
  const stakeCents = request.bet === undefined ? 0 : toCents(request.bet, NO_CHIP);
  return playRound(ctx, deps, { game: request.opening.game, requestBody, present }, (userId) => ({
    type: 'StartCasinoRound',
    userId,
    roundId: deps.newId(),
    opening: request.opening,
    stakeCents,
    balanceType: request.balanceType ?? 'cash',
    at: deps.clock().toISOString(),
    fresh: freshSeeds(deps),
  }));
};
