import type { Context, Next } from 'koa';
import { DomainError } from '@sb/domain';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, type SessionTokens } from './session-token.js';

export type SessionUser = { id: string; username: string; isAdmin: boolean; status: string };

/** Reads the user behind a session from the read model, so deletion or demotion takes effect at once. */
export type SessionUserLookup = (userId: string) => Promise<SessionUser | null>;

export type AuthState = { user?: SessionUser };

export const NOT_AUTHENTICATED = 'Not authenticated';
export const ADMIN_REQUIRED = 'Admin access required';

/** Sets ctx.state.user when the cookie is valid and the user still exists and is approved. */
export const authenticate = (tokens: SessionTokens, lookup: SessionUserLookup) => async (ctx: Context, next: Next) => {
  const session = tokens.verify(ctx.cookies.get(SESSION_COOKIE));
  if (session) {
    const user = await lookup(session.uid);
    if (user && user.status === 'approved') (ctx.state as AuthState).user = user;
  }
  await next();
};

export const currentUser = (ctx: Context): SessionUser => {
  const user = (ctx.state as AuthState).user;
  if (!user) throw new DomainError('unauthenticated', NOT_AUTHENTICATED);
  return user;
};

export const requireUser = async (ctx: Context, next: Next) => {
  currentUser(ctx);
  await next();
};

export const requireAdmin = async (ctx: Context, next: Next) => {
  if (!currentUser(ctx).isAdmin) throw new DomainError('forbidden', ADMIN_REQUIRED);
  await next();
};

/** httpOnly, SameSite=Lax, Secure when the request came over HTTPS (directly or through the gateway). */
export const setSessionCookie = (ctx: Context, token: string | null) => {
  ctx.cookies.set(SESSION_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: token ? SESSION_TTL_SECONDS * 1000 : 0,
    overwrite: true,
  });
};
