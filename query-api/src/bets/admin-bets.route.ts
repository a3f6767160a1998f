import type Router from '@koa/router';
import { notFound } from '@sb/domain';
import { betsQueries, usersQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toAdminBetDto } from './bet-dto.js';

/** GET /api/admin/users/bets (every user's bets) and GET /api/admin/users/:id/bets, newest first. */
export const adminBetsRoutes = (router: Router, deps: QueryApiDeps) => {
  router.get('/api/admin/users/bets', async (ctx) => {
    const [bets, users] = await Promise.all([betsQueries(deps.readStore).all(), usersQueries(deps.readStore).all()]);
    const usernames = new Map(users.map((user) => [user.id, user.username]));
    // A bet whose owner is gone is being deleted with them (the two read models are not written atomically on
    // MongoDB): leave it out rather than show it without a name.
    ctx.body = bets.flatMap((bet) => {
      const username = usernames.get(bet.userId);
      return username === undefined ? [] : [toAdminBetDto(bet, username)];
    });
  });
  router.get('/api/admin/users/:id/bets', async (ctx) => {
    const user = await usersQueries(deps.readStore).byId(ctx.params.id ?? '');
    if (!user) throw notFound('User not found');
    ctx.body = (await betsQueries(deps.readStore).ofUser(user.id)).map((bet) => toAdminBetDto(bet, user.username));
  });
};
