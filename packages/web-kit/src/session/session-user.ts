/** GET /api/user: amounts in dollars, the admin flag as the strings 'true' | 'false' (spec section 6). */
export type SessionUser = {
  id: string | number;
  username: string;
  balance: number;
  freePlayBalance: number;
  isAdmin: 'true' | 'false';
  /** Beside the spec's flag; an older server without roles leaves it out (then isAdmin says admin or player). */
  role?: 'player' | 'admin' | 'auditor';
  status: string;
  createdAt: string;
};

export const SESSION_QUERY_KEY = ['/api/user'] as const;

export const isAdminUser = (user: SessionUser | null | undefined): boolean => user?.isAdmin === 'true';

export type SessionRole = NonNullable<SessionUser['role']>;

/** The signed-in user's role: `role`, or the spec's flag when the server sends no role. */
export const sessionRole = (user: SessionUser): SessionRole => user.role ?? (isAdminUser(user) ? 'admin' : 'player');

/** Auditors only read: the shell shows them the Audit page and nothing else. */
export const isAuditorUser = (user: SessionUser | null | undefined): boolean => user?.role === 'auditor';

/** Who may open the Audit page: auditors and admins. */
export const canAudit = (user: SessionUser | null | undefined): boolean => isAuditorUser(user) || isAdminUser(user);
