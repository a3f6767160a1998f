import Router from '@koa/router';
import { openApiDocument } from '@sb/contracts';
import {
  authenticate,
  createApiApp,
  observeRequests,
  problemJson,
  requireAdmin,
  requireAuditReader,
} from '@sb/platform';
import type { QueryApiDeps } from './deps.js';
import { honourMinPosition } from './http/min-position.js';
import { userRoute } from './accounts/user.route.js';
import { adminUsersRoutes } from './admin/users.route.js';
import { catalogueRoutes } from './catalogue/index.js';
import { answerHotPolls } from './catalogue/hot-polls.js';
import { cleanupStatsRoute } from './cleanup/cleanup-stats.route.js';
import { oddsQuotaRoute } from './admin/odds-quota.route.js';
import { adminBetsRoutes, betsRoute, cashOutOfferRoute } from './bets/index.js';
import { userStatsRoute } from './stats/user-stats.route.js';
import { casinoRoutes } from './casino/casino.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { adminSaferGamblingRoutes, saferGamblingRoutes } from './safer-gambling/safer-gambling.routes.js';

/** The query API: every GET /api route, answered from read models only. */
export const createQueryApi = (deps: QueryApiDeps) => {
  const app = createApiApp({ proxy: deps.config.trustProxy });
  const playerRoutes = new Router();
  userRoute(playerRoutes, deps);
  userStatsRoute(playerRoutes, deps);
  cashOutOfferRoute(playerRoutes, deps);
  betsRoute(playerRoutes, deps);
  const hotPolls = catalogueRoutes(playerRoutes, deps.readStore, deps.progress);
  casinoRoutes(playerRoutes, deps);
  saferGamblingRoutes(playerRoutes, deps);

  const auditReaderRoutes = new Router();
  auditReaderRoutes.use('/api/audit', requireAuditReader);
  auditRoutes(auditReaderRoutes, deps);

  const adminRoutes = new Router();
  adminRoutes.use(['/api/admin', '/api/cleanup'], requireAdmin);
  adminUsersRoutes(adminRoutes, deps);
  cleanupStatsRoute(adminRoutes, deps);
  oddsQuotaRoute(adminRoutes, deps);
  adminBetsRoutes(adminRoutes, deps);
  adminSaferGamblingRoutes(adminRoutes, deps);

  // GET /api/ping: a no-op answer, the baseline the polling benchmark compares the hot lists against.
  const ping = new Router().get('/api/ping', (ctx) => {
    ctx.body = { ok: true };
  });
  // GET /api/openapi.json: the whole API as OpenAPI 3.1, generated from @sb/contracts' zod schemas.
  const document = openApiDocument();
  ping.get('/api/openapi.json', (ctx) => {
    ctx.body = document;
  });

  app.use(observeRequests({ logger: deps.logger, metrics: deps.metrics }));
  app.use(problemJson(deps.logger));
  app.use(ping.routes());
  app.use(answerHotPolls(deps.progress, hotPolls));
  app.use(honourMinPosition(deps.progress, deps.config.minPositionWaitMs));
  app.use(authenticate(deps.sessions, deps.lookupSessionUser));
  app.use(playerRoutes.routes());
  app.use(auditReaderRoutes.routes());
  app.use(adminRoutes.routes());
  return app;
};
