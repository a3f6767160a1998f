import type { TCasinoRound } from '@sb/contracts';
import type { SessionUser } from '@sb/web-kit';
import { refreshSession, SESSION_QUERY_KEY } from '@sb/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { casinoPaths } from './casino-api';

/**
 * Shows a round's effect on the balance everywhere at once (the shell's header, the sportsbook's welcome card,
 * the lobby): the shared session query takes the server's newBalance, then refetches (with the round's log
 * position) so free play and anything else the server changed are read too. No arithmetic in the browser.
 */
export function useApplyRound() {
  const queryClient = useQueryClient();
  return useCallback(
    (round: Pick<TCasinoRound, 'newBalance'>) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (user) =>
        user ? { ...user, balance: round.newBalance } : user,
      );
      void refreshSession(queryClient);
      void queryClient.invalidateQueries({ queryKey: [casinoPaths.rounds] });
      void queryClient.invalidateQueries({ queryKey: [casinoPaths.openRounds] });
      void queryClient.invalidateQueries({ queryKey: [casinoPaths.fairness] });
    },
    [queryClient],
  );
}
