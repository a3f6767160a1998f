import type Router from '@koa/router';
import { holdsMoney, invalid } from '@sb/domain';
import { AUDITOR_WITHOUT_BALANCE, ZCreateUserRequest } from '@sb/contracts';
import { assertPasswordPolicy, currentUser, readJsonBody } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { createAccount } from '../accounts/create-account.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';
import { toCents, validate } from '../handling/validate.js';
import { roleOfCreateUser } from './create-user-role.js';

const DEFAULT_BALANCE_DOLLARS = 1000;
const BALANCE_MESSAGE = 'Starting balance must be a non-negative amount with at most two decimals';

/**
 * POST /api/admin/create-user: an approved account with its starting balance and its role (`role`, or the spec's
 * isAdmin flag). An auditor gets no wallet at all: auditors hold no money (a starting balance other than 0 is refused).
 */
export const createUserRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/admin/create-user', async (ctx) => {
    const actor = currentUser(ctx).id;
    const body = validate(ZCreateUserRequest, await readJsonBody(ctx));
    assertPasswordPolicy(body.username, body.password);
    const role = roleOfCreateUser(body);
    const defaultDollars = holdsMoney(role) ? DEFAULT_BALANCE_DOLLARS : 0;
    const balanceCents = toCents(body.balance ?? defaultDollars, BALANCE_MESSAGE);
    if (balanceCents < 0) throw invalid(BALANCE_MESSAGE);
    if (!holdsMoney(role) && balanceCents !== 0) throw invalid(AUDITOR_WITHOUT_BALANCE);
    const { username, password } = body;
    const { userId, position } = await createAccount(
      deps,
      { username, password, role, approved: true, startingBalanceCents: holdsMoney(role) ? balanceCents : null },
      () => eventMetadata(ctx, deps, actor),
    );
    answerWithPosition(ctx, position, 201, { success: true, user: { id: userId, username } });
  });
