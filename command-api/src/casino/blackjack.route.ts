import type Router from '@koa/router';
import type { CasinoAction } from '@sb/domain';
import { ZCasinoActionRequest, ZStakeOnlyRequest } from '@sb/contracts';
import { readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { actOnRound } from './act-on-round.js';
import { startRound } from './start-round.js';

const ACTIONS: readonly CasinoAction[] = ['hit', 'stand', 'double'];

/**
 * POST /api/casino/blackjack/deal {bet} opens a hand (settled at once on a blackjack); /hit, /stand and /double
 * act on the hand in play ({roundId} optional). The hand lives in the log, so it survives a restart.
 */
export const blackjackRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/casino/blackjack/deal', async (ctx) => {
    const body = await readJsonBody(ctx);
    const { bet, balanceType } = validate(ZStakeOnlyRequest, body);
    await startRound(ctx, deps, { opening: { game: 'blackjack' }, bet, balanceType }, body);
  });
  for (const action of ACTIONS) {
    router.post(`/api/casino/blackjack/${action}`, async (ctx) => {
      const body = await readJsonBody(ctx);
      const { roundId } = validate(ZCasinoActionRequest, body);
      await actOnRound(ctx, deps, { game: 'blackjack', action, roundId }, body);
    });
  }
};
