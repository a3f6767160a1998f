import type Router from '@koa/router';
import { NO_BETS, playerStatsQueries, usersQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toAdminUserDto, toUserDto } from '../accounts/user-dto.js';

/** GET /api/admin/users (with the admin user stats) and GET /api/admin/pending-users. */
export const adminUsersRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/admin/users', async (ctx) => {
    // The betting figures are kept per user by the bets projection; a user who never bet has zeros.
    const stats = await playerStatsQueries(deps.readStore).adminStatsByUser();
    const users = await usersQueries(deps.readStore).all();
    ctx.body = users.map((doc) => toAdminUserDto(doc, stats.get(doc.id) ?? NO_BETS));
  });
  router.get('/api/admin/pending-users', async (ctx) => {
    ctx.body = (await usersQueries(deps.readStore).pending()).map(toUserDto);
  });
};
