import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminTabId } from './admin-tabs';
import { DEFAULT_TAB, isAdminTabId } from './admin-tabs';

/**
 * The open tab and the user picked on Balance & Bets live in the URL (/admin?tab=balance&user=<id>): a reload
 * or a shared link opens the same view, and 'Manage' in the users table can jump there. Changes replace the
 * history entry so Back leaves the panel instead of stepping through tabs.
 */
export function useAdminLocation() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTabId = isAdminTabId(requested) ? requested : DEFAULT_TAB;
  const userId = params.get('user') ?? '';

  const open = useCallback(
    (next: AdminTabId, user?: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          if (user !== undefined) {
            if (user === '') updated.delete('user');
            else updated.set('user', user);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    tab,
    userId,
    openTab: (next: AdminTabId) => open(next),
    openUser: (user: string) => open('balance', user),
  };
}
