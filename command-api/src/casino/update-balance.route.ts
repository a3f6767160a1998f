import type Router from '@koa/router';
import { forbidden } from '@sb/domain';

export const UPDATE_BALANCE_REFUSED = 'Casino results are decided by the server; this endpoint does not move money';

/**
 * POST /api/casino/update-balance (spec section 7) stays routed but never moves money: in the spec the browser
 * decided rounds and reported a signed amount, which anyone with a console could mint money with. Every round
 * is decided by the server here, so this answers 403 for every signed-in player and appends nothing.
 */
export const updateBalanceRoute = (router: Router) =>
  router.post('/api/casino/update-balance', () => {
    throw forbidden(UPDATE_BALANCE_REFUSED);
  });
