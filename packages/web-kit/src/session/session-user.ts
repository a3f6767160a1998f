/** GET /api/user: amounts in dollars, the admin flag as the strings 'true' | 'false' (spec section 6). */
export type SessionUser = {
  id: string | number;
  username: string;
  balance: number;
  freePlayBalance: number;
  isAdmin: 'true' | 'false';
  status: string;
  createdAt: string;
};

export const SESSION_QUERY_KEY = ['/api/user'] as const;

export const isAdminUser = (user: SessionUser | null | undefined): boolean => user?.isAdmin === 'true';
