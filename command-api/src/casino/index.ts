import type Router from '@koa/router';
import type { CommandApiDeps } from '../deps.js';
import { baccaratRoute } from './baccarat.route.js';
import { blackjackRoutes } from './blackjack.route.js';
import { crapsRoute } from './craps.route.js';
import { fairnessRoutes } from './fairness.route.js';
import { rouletteRoute } from './roulette.route.js';
import { slotsRoute } from './slots.route.js';
import { updateBalanceRoute } from './update-balance.route.js';

export { UPDATE_BALANCE_REFUSED } from './update-balance.route.js';
export { randomCasinoSeeds } from './casino-wallet.js';

/** Every casino command under /api/casino (signed-in players; the router guards the prefix). */
export const casinoRoutes = (router: Router, deps: CommandApiDeps) => {
  rouletteRoute(router, deps);
  slotsRoute(router, deps);
  baccaratRoute(router, deps);
  crapsRoute(router, deps);
  blackjackRoutes(router, deps);
  fairnessRoutes(router, deps);
  updateBalanceRoute(router);
};
