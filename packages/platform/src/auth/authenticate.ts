import type { Context, Next } from 'koa';
import { DomainError } from '@sb/domain';
import { SESSION_COOKIE } from './session-ids.js';
import type { SessionStore } from './session-store.js';

type SessionRole = 'player' | 'admin' | 'auditor';

export type SessionUser = { id: string; username: string; isAdmin: boolean; role: SessionRole; status: string };

/** The user behind a session from what a user's state or document holds: an admin is the admin role. */
export const sessionUserOf = (user: {
  id: string;
  username: string;
  role: SessionRole;
  status: string;
}): SessionUser => ({
  id: user.id,
  username: user.username,
  isAdmin: user.role === 'admin',
  role: user.role,
  status: user.status,
});

/**
 * Reads the user behind a session from the read model. It lags the log, so a change that must hold on the next
 * request (deletion, rejection) also ends the user's sessions.
 */
export type SessionUserLookup = (userId: string) => Promise<SessionUser | null>;

export type AuthState = { user?: SessionUser; sessionId?: string };

export const NOT_AUTHENTICATED = 'Not authenticated';
export const ADMIN_REQUIRED = 'Admin access required';
export const AUDIT_ACCESS_REQUIRED = 'Auditor or admin access required';
export const AUDITORS_READ_ONLY = 'Auditors have read-only access: this action is not allowed';

/** Sets ctx.state.user when the cookie names a live session and its user still exists and is approved. */
export const authenticate = (sessions: SessionStore, lookup: SessionUserLookup) => async (ctx: Context, next: Next) => {
  const sessionId = ctx.cookies.get(SESSION_COOKIE);
  const user = sessionId ? (sessions.knownUser(sessionId) ?? (await sessions.resolveUser(sessionId, lookup))) : null;
  if (user && user.status === 'approved') Object.assign(ctx.state as AuthState, { user, sessionId });
  await next();
};

/** The session id the request came with (signed in or not), e.g. to end it on logout. */
export const requestSessionId = (ctx: Context): string | undefined => ctx.cookies.get(SESSION_COOKIE) || undefined;

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

/** The Audit page's queries: auditors and admins. */
export const requireAuditReader = async (ctx: Context, next: Next) => {
  const { role } = currentUser(ctx);
  if (role !== 'auditor' && role !== 'admin') throw new DomainError('forbidden', AUDIT_ACCESS_REQUIRED);
  await next();
};

/**
 * Every command route but the `allowed` ones (signing in and out) answers 403 to a signed-in auditor: an
 * auditor reads, never changes, the book.
 */
export const refuseAuditors =
  (allowed: readonly string[]) =>
  async (ctx: Context, next: Next): Promise<void> => {
    const user = (ctx.state as AuthState).user;
    const command = !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method);
    if (command && user?.role === 'auditor' && !allowed.includes(ctx.path))
      throw new DomainError('forbidden', AUDITORS_READ_ONLY);
    await next();
  };

/** httpOnly, SameSite=Lax, Secure when the request came over HTTPS (directly or through the gateway). */
export const setSessionCookie = (ctx: Context, session: { id: string; maxAgeMs: number } | null) => {
  ctx.cookies.set(SESSION_COOKIE, session?.id ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: session ? session.maxAgeMs : 0,
    overwrite: true,
  });
};
