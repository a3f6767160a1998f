import type Router from '@koa/router';
import { ZCrapsRollRequest } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { actOnRound } from './act-on-round.js';
import { startRound } from './start-round.js';

/**
 * POST /api/casino/craps/roll: {bet, choice} is the come-out roll of a new round; {} rolls again while a point
 * stands. A new bet while a point stands, or {} without one, is refused by the wallet with what to do instead.
 */
export const crapsRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/casino/craps/roll', async (ctx) => {
    const body = await readJsonBody(ctx);
    const { bet, choice, balanceType } = validate(ZCrapsRollRequest, body);
    const comeOut = bet !== undefined || choice !== undefined || balanceType !== undefined;
    await (comeOut
      ? startRound(ctx, deps, { opening: { game: 'craps', choice: choice ?? '' }, bet, balanceType }, body)
      : actOnRound(ctx, deps, { game: 'craps', action: 'roll', roundId: undefined }, body));
  });
