import type Router from '@koa/router';
import { ZRegisterRequest, type TRegisterResponse } from '@sb/contracts';
import { assertPasswordPolicy, readJsonBody, type createRateLimiter } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';
import { validate } from '../handling/validate.js';
import { createAccount } from './create-account.js';

export const REGISTERED_MESSAGE = 'Account created successfully! Awaiting admin approval.';

/** POST /api/register: a pending account; the username is reserved first so two sign-ups cannot share it. */
export const registerRoute = (router: Router, deps: CommandApiDeps, limiter: ReturnType<typeof createRateLimiter>) =>
  router.post('/api/register', async (ctx) => {
    const { username, password } = validate(ZRegisterRequest, await readJsonBody(ctx));
    limiter.hit(`ip:${ctx.ip}`, `user:${username.toLowerCase()}`);
    assertPasswordPolicy(username, password);
    const { userId, position } = await createAccount(
      deps,
      { username, password, role: 'player', approved: false, startingBalanceCents: null },
      (newId) => eventMetadata(ctx, deps, newId),
    );
    const body: TRegisterResponse = { message: REGISTERED_MESSAGE, userId };
    answerWithPosition(ctx, position, 201, body);
  });
