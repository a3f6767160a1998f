import type Router from '@koa/router';
import { notFound } from '@sb/domain';
import { currentUser } from '@sb/platform';
import { usersQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toUserDto } from './user-dto.js';

/** GET /api/user: the signed-in user with balances (401 without a session). */
export const userRoute = (router: Router, deps: QueryApiDeps) =>
  router.get('/api/user', async (ctx) => {
    const doc = await usersQueries(deps.readStore).byId(currentUser(ctx).id);
    if (!doc) throw notFound('User not found');
    ctx.body = toUserDto(doc);
  });
