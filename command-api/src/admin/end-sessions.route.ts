import type Router from '@koa/router';
import { notFound, sessionsEndedStreamId, type UserSessionsEnded } from '@sb/domain';
import { currentUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { loadUser } from '../accounts/load-account.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

/**
 * POST /api/admin/users/:id/end-sessions: signs a user out on every device at once. The sessions are not events;
 * the admin's command is recorded as one (UserSessionsEnded), so the audit trail shows it.
 */
export const endSessionsRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/admin/users/:id/end-sessions', async (ctx) => {
    const userId = ctx.params.id ?? '';
    const user = await loadUser(deps.eventStore, userId);
    if (!user.exists) throw notFound('User not found');
    const sessionsEnded = await deps.sessions.endAllOf(userId);
    const event: UserSessionsEnded = { type: 'UserSessionsEnded', data: { userId, sessionsEnded } };
    const metadata = eventMetadata(ctx, deps, currentUser(ctx).id);
    const { position } = await deps.eventStore.append(
      sessionsEndedStreamId(deps.newId()),
      [{ ...event, metadata }],
      'no_stream',
    );
    answerWithPosition(ctx, position, 200, { success: true, sessionsEnded });
  });
