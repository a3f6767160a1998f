import type Router from '@koa/router';
import { isBetOutcome, invalid, notFound, walletDecider, walletStreamId } from '@sb/domain';
import { currentUser, readJsonBody, runDecider } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';

const STATUS_MESSAGE = 'Status must be won, lost, push or void';

/**
 * POST /api/admin/bets/:id/settle {status}: sets any bet's outcome. A settled bet is re-settled in one wallet
 * event that reverses the previous credit and applies the new one.
 */
export const adminSettleBetRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/admin/bets/:id/settle', async (ctx) => {
    const actor = currentUser(ctx).id;
    const { status } = (await readJsonBody(ctx)) as { status?: unknown };
    if (!isBetOutcome(status)) throw invalid(STATUS_MESSAGE);
    const betId = ctx.params.id ?? '';
    const userId = await deps.bets.ownerOf(betId);
    if (!userId) throw notFound('Bet not found');
    const metadata = eventMetadata(ctx, deps, actor);
    const { position } = await runDecider(deps.eventStore, {
      streamId: walletStreamId(userId),
      decider: walletDecider,
      command: { type: 'SetBetOutcome', userId, betId, outcome: status, actor, settledAt: metadata.at },
      metadata,
      hashChained: true,
    });
    answerWithPosition(ctx, position, 200, { success: true, betId, status });
  });
