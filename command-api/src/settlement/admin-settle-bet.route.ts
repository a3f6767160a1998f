import type Router from '@koa/router';
import { isBetOutcome, invalid, notFound } from '@sb/domain';
import { currentUser, readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onWallet } from '../accounts/accounts.streams.js';
import { answerRecorded, idempotencyRequest } from '../handling/idempotency-key.js';
import { eventMetadata } from '../handling/request-context.js';

const STATUS_MESSAGE = 'Status must be won, lost, push or void';

/**
 * POST /api/admin/bets/:id/settle {status}: sets any bet's outcome. A settled bet is re-settled in one wallet
 * event that reverses the previous credit and applies the new one. An Idempotency-Key makes a retry apply once.
 */
export const adminSettleBetRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/admin/bets/:id/settle', async (ctx) => {
    const actor = currentUser(ctx).id;
    const body = await readJsonBody(ctx);
    const { status } = body as { status?: unknown };
    if (!isBetOutcome(status)) throw invalid(STATUS_MESSAGE);
    const idempotency = idempotencyRequest(ctx, actor, body);
    const betId = ctx.params.id ?? '';
    const userId = await deps.bets.ownerOf(betId);
    if (!userId) throw notFound('Bet not found');
    const metadata = eventMetadata(ctx, deps, actor);
    const result = await onWallet(
      deps,
      { type: 'SetBetOutcome', userId, betId, outcome: status, actor, settledAt: metadata.at },
      metadata,
      { answer: () => ({ status: 200, body: { success: true, betId, status } }), idempotency },
    );
    answerRecorded(ctx, result);
  });
