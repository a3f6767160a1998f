import type Router from '@koa/router';
import { notFound, saferGamblingViewAt } from '@sb/domain';
import type { TSaferGamblingDto } from '@sb/contracts';
import { currentUser, type ReadStore } from '@sb/platform';
import { saferGamblingQueries, usersQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';

/** The limits as of now: pending changes whose cooling period ended count as in force, as on the command side. */
const viewOf = async (store: ReadStore, userId: string): Promise<TSaferGamblingDto> =>
  saferGamblingViewAt(await saferGamblingQueries(store).stateOf(userId), Date.now());

/**
 * GET /api/safer-gambling: the player's own limits (with use and pending changes), exclusion and reality check.
 * GET /api/admin/users/:id/safer-gambling: the same for an admin, read-only (no admin command changes them).
 */
export const saferGamblingRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/safer-gambling', async (ctx) => {
    ctx.body = await viewOf(deps.readStore, currentUser(ctx).id);
  });
};

export const adminSaferGamblingRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/admin/users/:id/safer-gambling', async (ctx) => {
    const userId = ctx.params.id ?? '';
    if (!(await usersQueries(deps.readStore).byId(userId))) throw notFound('User not found');
    ctx.body = await viewOf(deps.readStore, userId);
  });
};
