import type Router from '@koa/router';
import { holdsMoney } from '@sb/domain';
import { currentUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onUser, onUsername, onWallet } from '../accounts/accounts.streams.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

/**
 * DELETE /api/admin/delete-user/:id: the log keeps every fact and adds UserDeleted, WalletClosed (not for an
 * auditor, who never has a wallet) and UsernameReleased; the read models drop the user, their bets and
 * transactions; the name is free again; every session of the user ends.
 */
export const deleteUserRoute = (router: Router, deps: CommandApiDeps) =>
  router.delete('/api/admin/delete-user/:id', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const metadata = eventMetadata(ctx, deps, actor);
    const deleted = await onUser(deps, userId, { type: 'DeleteUser', actor }, metadata);
    const username = deleted.state.exists ? deleted.state.username : '';
    if (!deleted.state.exists || holdsMoney(deleted.state.role)) {
      await onWallet(deps, { type: 'CloseWallet', userId, actor }, metadata);
    }
    const { position } = await onUsername(deps, username, { type: 'ReleaseUsername', username, userId }, metadata);
    await deps.sessions.endAllOf(userId);
    answerWithPosition(ctx, position, 200, { success: true, message: 'User deleted' });
  });
