import type Router from '@koa/router';
import { holdsMoney, walletStreamId, type UserRole } from '@sb/domain';
import { currentUser } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onUser, onUsername, onWallet } from '../accounts/accounts.streams.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

/**
 * DELETE /api/admin/delete-user/:id: the log keeps every fact and adds UserDeleted, WalletClosed and
 * UsernameReleased; the read models drop the user, their bets and transactions; the name is free again; every
 * session of the user ends.
 */
/**
 * Whether deleting the user closes a wallet: every account that holds money, and an auditor's only if one exists
 * (auditors created before they held no money opened a $0.00 wallet; a close must not open one for the others).
 */
const closesWallet = async (deps: CommandApiDeps, userId: string, role: UserRole) =>
  holdsMoney(role) || (await deps.eventStore.readStream(walletStreamId(userId), { maxCount: 1 })).length > 0;

export const deleteUserRoute = (router: Router, deps: CommandApiDeps) =>
  router.delete('/api/admin/delete-user/:id', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const metadata = eventMetadata(ctx, deps, actor);
    const deleted = await onUser(deps, userId, { type: 'DeleteUser', actor }, metadata);
    const username = deleted.state.exists ? deleted.state.username : '';
    if (!deleted.state.exists || (await closesWallet(deps, userId, deleted.state.role))) {
      await onWallet(deps, { type: 'CloseWallet', userId, actor }, metadata);
    }
    const { position } = await onUsername(deps, username, { type: 'ReleaseUsername', username, userId }, metadata);
    await deps.sessions.endAllOf(userId);
    answerWithPosition(ctx, position, 200, { success: true, message: 'User deleted' });
  });
