import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, resetLogPosition, SESSION_QUERY_KEY } from '@sb/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * POST /api/logout (this session) or /api/logout-all (every session of the user, 'sign out everywhere'), then back
 * to the root with nothing of the previous user left in the cache.
 */
export function useLogout(path: '/api/logout' | '/api/logout-all' = '/api/logout') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await apiRequest('POST', path);
    } catch (error) {
      // Spec section 8: a logout failure is only logged.
      console.error('Logout failed', error);
      setBusy(false);
      return;
    }
    navigate('/', { replace: true });
    resetLogPosition();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    // Setting the session to null swaps the app for the login screen.
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }

  return { logout, busy };
}
