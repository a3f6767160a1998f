import type { Context } from 'koa';
import type { CasinoAction, CasinoGame } from '@sb/domain';
import type { TCasinoRound } from '@sb/contracts';
import type { CommandApiDeps } from '../deps.js';
import { onPlayerWallet } from './casino-wallet.js';
import { roundAfterCommand } from './round-answer.js';

/** A hit, stand, double or roll on the player's round of `game` in play (the one named, when a roundId is sent). */
export const actOnRound = async (
  ctx: Context,
  deps: CommandApiDeps,
  request: { game: CasinoGame; action: CasinoAction; roundId: string | undefined },
): Promise<{ position: number; round: TCasinoRound }> => {
  const { position, state } = await onPlayerWallet(ctx, deps, (userId) => ({
    type: 'ActOnCasinoRound',
    userId,
    game: request.game,
    roundId: request.roundId ?? null,
    action: request.action,
    at: deps.clock().toISOString(),
  }));
  return { position, round: roundAfterCommand(state, request.game) };
};
