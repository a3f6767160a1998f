import type Router from '@koa/router';
import { usersQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toAdminUserDto, toUserDto } from '../accounts/user-dto.js';

/** GET /api/admin/users (with the admin user stats) and GET /api/admin/pending-users. */
export const adminUsersRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/admin/users', async (ctx) => {
    ctx.body = (await usersQueries(deps.readStore).all()).map(toAdminUserDto);
  });
  router.get('/api/admin/pending-users', async (ctx) => {
    ctx.body = (await usersQueries(deps.readStore).pending()).map(toUserDto);
  });
};
