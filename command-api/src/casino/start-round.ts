import type { Context } from 'koa';
import type { RoundOpening } from '@sb/domain';
import type { TCasinoRound } from '@sb/contracts';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition } from '../handling/request-context.js';
import { toCents } from '../handling/validate.js';
import { freshSeeds, onPlayerWallet } from './casino-wallet.js';
import { roundAfterCommand } from './round-answer.js';

export const NO_CHIP = 'Place a bet with a chip';

/** An opening bet as every game's first request places it: dollars to cents, the wallet decides the rest. */
export const startRound = async (
  ctx: Context,
  deps: CommandApiDeps,
  request: { opening: RoundOpening; bet: string | number | undefined; balanceType: string | undefined },
): Promise<{ position: number; round: TCasinoRound }> => {
  const stakeCents = request.bet === undefined ? 0 : toCents(request.bet, NO_CHIP);
  const { position, state } = await onPlayerWallet(ctx, deps, (userId) => ({
    type: 'StartCasinoRound',
    userId,
    roundId: deps.newId(),
    opening: request.opening,
    stakeCents,
    balanceType: request.balanceType ?? 'cash',
    at: deps.clock().toISOString(),
    fresh: freshSeeds(deps),
  }));
  return { position, round: roundAfterCommand(state, request.opening.game) };
};

/** The answer of every round command: the round, 200, and the log position to read it back. */
export const answerRound = (ctx: Context, { position, round }: { position: number; round: TCasinoRound }) =>
  answerWithPosition(ctx, position, 200, round);
