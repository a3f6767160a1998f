import type Router from '@koa/router';
import { currentUser, setSessionCookie } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';

/** POST /api/logout-all: 'sign out everywhere' ends every session of the signed-in user, this one included. */
export const logoutEverywhereRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/logout-all', async (ctx) => {
    const ended = await deps.sessions.endAllOf(currentUser(ctx).id);
    setSessionCookie(ctx, null);
    ctx.body = { success: true, sessionsEnded: ended };
  });
