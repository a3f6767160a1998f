import type Router from '@koa/router';
import { DomainError, forbidden } from '@sb/domain';
import { ZLoginRequest } from '@sb/contracts';
import { readJsonBody, requestSessionId, sessionUserOf, setSessionCookie, type createRateLimiter } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';
import { validate } from '../handling/validate.js';
import { findUserIdByUsername, loadUser, loadWallet } from './load-account.js';
import { toUserDto } from './user-dto.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const PENDING_ACCOUNT = 'Your account is awaiting admin approval';
export const REJECTED_ACCOUNT = 'Your account registration was rejected';

/** POST /api/login: approved accounts only; answers `user` and sets the session cookie. */
export const loginRoute = (router: Router, deps: CommandApiDeps, limiter: ReturnType<typeof createRateLimiter>) =>
  router.post('/api/login', async (ctx) => {
    const { username, password } = validate(ZLoginRequest, await readJsonBody(ctx));
    limiter.hit(`ip:${ctx.ip}`, `user:${username.toLowerCase()}`);
    const userId = await findUserIdByUsername(deps.eventStore, username);
    const user = userId ? await loadUser(deps.eventStore, userId) : undefined;
    if (!user?.exists || user.deleted || !(await deps.hasher.verify(password, user.passwordHash)))
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    if (user.status === 'pending') throw forbidden(PENDING_ACCOUNT);
    if (user.status === 'rejected') throw forbidden(REJECTED_ACCOUNT);
    // The user as the log has it answers the session's first requests (the read models may lag the approval).
    const sessionUser = sessionUserOf({ ...user, id: user.userId });
    setSessionCookie(ctx, {
      id: await deps.sessions.start(user.userId, sessionUser),
      maxAgeMs: deps.sessions.maxAgeMs,
    });
    ctx.body = { user: toUserDto(user, await loadWallet(deps.eventStore, user.userId)) };
  });

/** POST /api/logout: ends the session on the server (a copy of the cookie stops working) and clears the cookie. */
export const logoutRoute = (router: Router, deps: CommandApiDeps) =>
  router.post('/api/logout', async (ctx) => {
    const sessionId = requestSessionId(ctx);
    if (sessionId) await deps.sessions.end(sessionId);
    setSessionCookie(ctx, null);
    ctx.body = { success: true };
  });
