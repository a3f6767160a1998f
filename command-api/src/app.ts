import Router from '@koa/router';
import {
  authenticate,
  createApiApp,
  createRateLimiter,
  observeRequests,
  problemJson,
  refuseAuditors,
  requireAdmin,
  requireUser,
  sameOriginGuard,
} from '@sb/platform';
import type { CommandApiDeps } from './deps.js';
import { registerRoute } from './accounts/register.route.js';
import { loginRoute, logoutRoute } from './accounts/login.route.js';
import { logoutEverywhereRoute } from './accounts/logout-everywhere.route.js';
import { endSessionsRoute } from './admin/end-sessions.route.js';
import { reviewUserRoutes } from './admin/review-user.route.js';
import { createUserRoute } from './admin/create-user.route.js';
import { deleteUserRoute } from './admin/delete-user.route.js';
import { walletAdminRoutes } from './admin/wallet-admin.route.js';
import { refreshOddsRoutes } from './admin/refresh-odds.route.js';
import { placeBetRoute } from './bets/place-bet.route.js';
import { cashOutRoute } from './bets/cash-out.route.js';
import { settleAllRoute } from './settlement/settle-all.route.js';
import { adminSettleBetRoute } from './settlement/admin-settle-bet.route.js';
import { runCleanupRoute } from './cleanup/run-cleanup.route.js';
import { casinoRoutes } from './casino/index.js';
import { saferGamblingRoutes } from './safer-gambling/safer-gambling.routes.js';
import { limitPlayerCommands } from './handling/player-rate-limit.js';
import { recordActingAdmin } from './handling/request-context.js';

/** The only commands a signed-in auditor may send: signing in and out. Every other one answers 403. */
export const AUDITOR_COMMANDS = ['/api/login', '/api/logout', '/api/logout-all'];
const ADMIN_COMMAND_PATHS = ['/api/admin', '/api/settlement', '/api/cleanup'];

/** The command API: every non-GET /api route. It validates, decides and appends; it never reads read models to decide. */
export const createCommandApi = (deps: CommandApiDeps) => {
  const app = createApiApp({ proxy: deps.config.trustProxy });
  const publicRoutes = new Router();
  registerRoute(publicRoutes, deps, createRateLimiter(deps.config.registerRateLimit));
  loginRoute(publicRoutes, deps, createRateLimiter(deps.config.loginRateLimit));
  logoutRoute(publicRoutes, deps);

  const playerRoutes = new Router();
  playerRoutes.use(['/api/bets', '/api/casino'], requireUser);
  playerRoutes.use(limitPlayerCommands(deps.config.betsPerMinute));
  logoutEverywhereRoute(playerRoutes, deps);
  placeBetRoute(playerRoutes, deps);
  cashOutRoute(playerRoutes, deps);
  casinoRoutes(playerRoutes, deps);
  saferGamblingRoutes(playerRoutes, deps);

  const adminRoutes = new Router();
  adminRoutes.use(ADMIN_COMMAND_PATHS, requireAdmin, recordActingAdmin);
  reviewUserRoutes(adminRoutes, deps);
  createUserRoute(adminRoutes, deps);
  deleteUserRoute(adminRoutes, deps);
  endSessionsRoute(adminRoutes, deps);
  walletAdminRoutes(adminRoutes, deps);
  refreshOddsRoutes(adminRoutes, deps);
  settleAllRoute(adminRoutes, deps);
  adminSettleBetRoute(adminRoutes, deps);
  runCleanupRoute(adminRoutes, deps);

  app.use(observeRequests({ logger: deps.logger, metrics: deps.metrics }));
  app.use(problemJson(deps.logger));
  app.use(sameOriginGuard(deps.config.allowedOrigins));
  app.use(authenticate(deps.sessions, deps.lookupSessionUser));
  app.use(refuseAuditors(AUDITOR_COMMANDS));
  app.use(publicRoutes.routes());
  app.use(playerRoutes.routes());
  app.use(adminRoutes.routes());
  app.use(adminRoutes.allowedMethods());
  return app;
};
