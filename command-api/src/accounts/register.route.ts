import type Router from '@koa/router';
import { ZRegisterRequest, type TRegisterResponse } from '@sb/contracts';
import { assertPasswordPolicy, readJsonBody, type createRateLimiter } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { answerWithPosition, eventMetadata } from '../handling/request-context.js';
import { validate } from '../handling/validate.js';
import { onUser, onUsername } from './accounts.streams.js';

export const REGISTERED_MESSAGE = 'Account created successfully! Awaiting admin approval.';

/** POST /api/register: a pending account; the username is reserved first so two sign-ups cannot share it. */
export const registerRoute = (router: Router, deps: CommandApiDeps, limiter: ReturnType<typeof createRateLimiter>) =>
  router.post('/api/register', async (ctx) => {
    const { username, password } = validate(ZRegisterRequest, await readJsonBody(ctx));
    limiter.hit(`ip:${ctx.ip}`, `user:${username.toLowerCase()}`);
    assertPasswordPolicy(username, password);
    const userId = deps.newId();
    const passwordHash = await deps.hasher.hash(password);
    const metadata = eventMetadata(ctx, deps, userId);
    await onUsername(deps, username, { type: 'ReserveUsername', username, userId }, metadata);
    const { position } = await onUser(
      deps,
      userId,
      {
        type: 'RegisterUser',
        userId,
        username,
        passwordHash,
        role: 'player',
        approved: false,
        now: metadata.at,
        actor: userId,
      },
      metadata,
    );
    const body: TRegisterResponse = { message: REGISTERED_MESSAGE, userId };
    answerWithPosition(ctx, position, 201, body);
  });
