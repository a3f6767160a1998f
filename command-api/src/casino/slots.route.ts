import type Router from '@koa/router';
import { ZStakeOnlyRequest } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { startRound } from './start-round.js';

/** POST /api/casino/slots/spin {bet}: one round, decided and paid at once. */
export const slotsRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/casino/slots/spin', async (ctx) => {
    const body = await readJsonBody(ctx);
    const { bet, balanceType } = validate(ZStakeOnlyRequest, body);
    await startRound(ctx, deps, { opening: { game: 'slots' }, bet, balanceType }, body);
  });
