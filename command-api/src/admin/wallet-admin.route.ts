import type Router from '@koa/router';
import { cents, holdsMoney, notFound, ruleBroken, toDollars } from '@sb/domain';
import {
  AUDITOR_HOLDS_NO_MONEY,
  VALID_AMOUNT_REQUIRED,
  ZAddFreePlayRequest,
  ZAdjustBalanceRequest,
} from '@sb/contracts';
import { currentUser, readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { onWallet } from '../accounts/accounts.streams.js';
import { loadUser } from '../accounts/load-account.js';
import { answerRecorded, idempotencyRequest } from '../handling/idempotency-key.js';
import { eventMetadata } from '../handling/request-context.js';
import { toCents, validate } from '../handling/validate.js';

/** The wallet a signed admin change goes to: a live user's, and never an auditor's (auditors hold no money). */
const requireMoneyHolder = async (deps: CommandApiDeps, userId: string) => {
  const user = await loadUser(deps.eventStore, userId);
  if (!user.exists || user.deleted) throw notFound('User not found');
  if (!holdsMoney(user.role)) throw ruleBroken(AUDITOR_HOLDS_NO_MONEY);
};

/**
 * POST /api/admin/add-freeplay/:id and POST /api/admin/users/:id/balance: signed admin changes to a wallet.
 * An Idempotency-Key makes a retried change apply once.
 */
export const walletAdminRoutes = (router: Router, deps: CommandApiDeps) => {
  router.post('/api/admin/add-freeplay/:id', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const body = await readJsonBody(ctx);
    const { amount } = validate(ZAddFreePlayRequest, body);
    const amountCents = toCents(amount, VALID_AMOUNT_REQUIRED);
    const idempotency = idempotencyRequest(ctx, actor, body);
    await requireMoneyHolder(deps, userId);
    const result = await onWallet(
      deps,
      { type: 'AddFreePlay', userId, amountCents, actor },
      eventMetadata(ctx, deps, actor),
      { answer: () => ({ status: 200, body: { success: true, message: 'Free play added' } }), idempotency },
    );
    answerRecorded(ctx, result);
  });

  router.post('/api/admin/users/:id/balance', async (ctx) => {
    const actor = currentUser(ctx).id;
    const userId = ctx.params.id ?? '';
    const body = await readJsonBody(ctx);
    const { amount, balanceType } = validate(ZAdjustBalanceRequest, body);
    const amountCents = toCents(amount, 'Please enter a valid number');
    const idempotency = idempotencyRequest(ctx, actor, body);
    await requireMoneyHolder(deps, userId);
    const result = await onWallet(
      deps,
      { type: 'AdjustBalance', userId, balanceType, amountCents, actor },
      eventMetadata(ctx, deps, actor),
      {
        answer: (state) => ({
          status: 200,
          body: {
            success: true,
            message: 'Balance adjusted',
            balance: toDollars(cents(state.cashCents)),
            freePlayBalance: toDollars(cents(state.freePlayCents)),
          },
        }),
        idempotency,
      },
    );
    answerRecorded(ctx, result);
  });
};
