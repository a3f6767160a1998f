import type Router from '@koa/router';
import { ZRouletteSpinRequest, type TRouletteSpinResponse } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition } from '../handling/request-context.js';
import { validate } from '../handling/validate.js';
import { startRound } from './start-round.js';

/** POST /api/casino/roulette/spin {bet, betType}: the spec's {spinResult, won, payout, netChange, newBalance} and the round. */
export const rouletteRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/casino/roulette/spin', async (ctx) => {
    const { bet, betType, balanceType } = validate(ZRouletteSpinRequest, await readJsonBody(ctx));
    const { position, round } = await startRound(ctx, deps, {
      opening: { game: 'roulette', betType },
      bet,
      balanceType,
    });
    if (round.outcome.game !== 'roulette') throw new Error('A roulette spin answered another game');
    const body: TRouletteSpinResponse = { ...round, spinResult: round.outcome.pocket, won: round.payout > 0 };
    answerWithPosition(ctx, position, 200, body);
  });
