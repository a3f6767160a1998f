import type Router from '@koa/router';
import { currentUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onUser, onWallet } from '../accounts/accounts.streams.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

/** POST /api/admin/approve-user/:id credits STARTING_BALANCE once; /reject-user/:id refuses the sign-up (and ends any session). */
export const reviewUserRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/admin/approve-user/:id', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const metadata = eventMetadata(ctx, deps, actor);
    const approved = await onUser(deps, userId, { type: 'ApproveUser', actor }, metadata);
    const credited = await onWallet(
      deps,
      { type: 'CreditStartingBalance', userId, amountCents: deps.config.startingBalanceCents },
      metadata,
    );
    answerWithPosition(ctx, Math.max(approved.position, credited.position), 200, {
      success: true,
      message: 'User approved',
    });
  });

  router.post('/api/admin/reject-user/:id', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const { position } = await onUser(deps, userId, { type: 'RejectUser', actor }, eventMetadata(ctx, deps, actor));
    await deps.sessions.endAllOf(userId);
    answerWithPosition(ctx, position, 200, { success: true, message: 'User rejected' });
  });
};
