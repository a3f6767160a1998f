import type Router from '@koa/router';
import { forbidden } from '@sb/domain';
import { currentUser } from '@sb/platform';
import { betsQueries } from '@sb/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toBetDto } from './bet-dto.js';

export const FORBIDDEN = 'Forbidden';

/** GET /api/bets/:userId: a player's own bets, newest first; another user's only for an admin. */
export const betsRoute = (router: Router, deps: QueryApiDeps) =>
  router.get('/api/bets/:userId', async (ctx) => {
    const user = currentUser(ctx);
    const userId = ctx.params.userId ?? '';
    if (userId !== user.id && !user.isAdmin) throw forbidden(FORBIDDEN);
    ctx.body = (await betsQueries(deps.readStore).ofUser(userId)).map(toBetDto);
  });
