import type Router from '@koa/router';
import { ZBaccaratDealRequest } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { startRound } from './start-round.js';

/** POST /api/casino/baccarat/deal {bet, choice}: player, banker or tie; the coup is dealt and paid at once. */
export const baccaratRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/casino/baccarat/deal', async (ctx) => {
    const body = await readJsonBody(ctx);
    const { bet, choice, balanceType } = validate(ZBaccaratDealRequest, body);
    await startRound(ctx, deps, { opening: { game: 'baccarat', choice }, bet, balanceType }, body);
  });
