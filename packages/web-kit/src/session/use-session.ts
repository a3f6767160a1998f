import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../api/http.js';
import type { SessionUser } from './session-user.js';
import { isAdminUser, isAuditorUser, SESSION_QUERY_KEY } from './session-user.js';

/** 401 means "signed out", not an error: the login screen is the answer to it. */
const fetchSession = ({ signal }: { signal: AbortSignal }) =>
  getJson<SessionUser>(SESSION_QUERY_KEY[0], { on401: 'returnNull', signal });

export type Session = {
  user: SessionUser | null;
  isAdmin: boolean;
  /** True only during the one session check at start. */
  isLoading: boolean;
};

/**
 * The signed-in user, read by the shell and every remote from the same cached query. It is fetched once (data
 * never goes stale) and refreshed only when something changes it: login, logout, a bet, a casino round.
 */
export function useSession(): Session {
  const { data, isPending, error } = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  useEffect(() => {
    // Spec section 8: a failed session check is only logged; the visitor sees the login screen.
    if (error) console.error('Session check failed', error);
  }, [error]);
  const user = data ?? null;
  return { user, isAdmin: isAdminUser(user), isLoading: isPending && !error };
}

export type Balance = { cash: number; freePlay: number };

/**
 * Cash and free play in dollars, or undefined while signed out and for an auditor: an auditor has no wallet (the
 * server answers them balance 0), so nothing shows them one.
 */
export function useBalance(): Balance | undefined {
  const { user } = useSession();
  return user && !isAuditorUser(user) ? { cash: user.balance, freePlay: user.freePlayBalance } : undefined;
}

/**
 * Call after any command that moves money. The refetch carries X-Min-Position (see log-position.ts), so the
 * balance that comes back already includes the command's effect.
 */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
