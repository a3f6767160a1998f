import type Router from '@koa/router';
import { notFound } from '@sb/domain';
import type { CommandApiDeps } from '../deps.js';
import { loadUser } from '../accounts/load-account.js';

/** POST /api/admin/users/:id/end-sessions: signs a user out on every device at once. */
export const endSessionsRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/admin/users/:id/end-sessions', async (ctx) => {
    const userId = ctx.params.id ?? '';
    const user = await loadUser(deps.eventStore, userId);
    if (!user.exists) throw notFound('User not found');
    ctx.body = { success: true, sessionsEnded: await deps.sessions.endAllOf(userId) };
  });
