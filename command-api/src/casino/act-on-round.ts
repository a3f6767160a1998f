import type { Context } from 'koa';
import type { CasinoAction, CasinoGame } from '@sb/domain';
import type { CommandApiDeps } from '../deps.js';
import { playRound } from './casino-wallet.js';

/** A hit, stand, double or roll on the player's round of `game` in play (the one named, when a roundId is sent). */
export const actOnRound = (
  ctx: Context,
  deps: CommandApiDeps,
  request: { game: CasinoGame; action: CasinoAction; roundId: string | undefined },
  requestBody: unknown,
) =>
  playRound(ctx, deps, { game: request.game, requestBody }, (userId) => ({
    type: 'ActOnCasinoRound',
    userId,
    game: request.game,
    roundId: request.roundId ?? null,
    action: request.action,
    at: deps.clock().toISOString(),
  }));
