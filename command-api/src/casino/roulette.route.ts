import type Router from '@koa/router';
import { ZRouletteSpinRequest, type TCasinoRound, type TRouletteSpinResponse } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { startRound } from './start-round.js';

const spinAnswer = (round: TCasinoRound): TRouletteSpinResponse => {
  if (round.outcome.game !== 'roulette') throw new Error('A roulette spin answered another game');
  return { ...round, spinResult: round.outcome.pocket, won: round.payout > 0 };
};

/** POST /api/casino/roulette/spin {bet, betType}: the spec's {spinResult, won, payout, netChange, newBalance} and the round. */
export const rouletteRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/casino/roulette/spin', async (ctx) => {
    const body = await readJsonBody(ctx);
    const { bet, betType, balanceType } = validate(ZRouletteSpinRequest, body);
    await startRound(ctx, deps, { opening: { game: 'roulette', betType }, bet, balanceType }, body, spinAnswer);
  });
