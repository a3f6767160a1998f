import type { TUserDto } from '@sb/contracts';

/** GET /api/user, as the contracts define it: amounts in dollars, the admin flag as the strings 'true' | 'false'. */
export type SessionUser = TUserDto;

export const SESSION_QUERY_KEY = ['/api/user'] as const;

export const isAdminUser = (user: SessionUser | null | undefined): boolean => user?.isAdmin === 'true';

export type SessionRole = SessionUser['role'];

/** The signed-in user's role (the server sends it beside the spec's isAdmin flag; they agree). */
export const sessionRole = (user: SessionUser): SessionRole => user.role;

/** Auditors only read: the shell shows them the Audit page and nothing else. */
export const isAuditorUser = (user: SessionUser | null | undefined): boolean => user?.role === 'auditor';

/** Who may open the Audit page: auditors and admins. */
export const canAudit = (user: SessionUser | null | undefined): boolean => isAuditorUser(user) || isAdminUser(user);
