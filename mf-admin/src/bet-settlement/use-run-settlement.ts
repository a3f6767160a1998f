import { runSettlement } from '../api/admin-commands';
import { adminKeys } from '../api/admin-queries';
import type { SettlementResult } from '../api/admin-types';
import { plural } from '../components/plural';
import { useAdminCommand, useLastResult } from '../api/use-admin-command';

const RUN_SETTLEMENT_KEY = ['admin', 'run-settlement'];

export const useRunSettlement = () =>
  useAdminCommand<void, SettlementResult>({
    key: RUN_SETTLEMENT_KEY,
    run: runSettlement,
    // Settled bets move balances and stats; finalized games become cleanup candidates.
    invalidates: [adminKeys.users, adminKeys.allBets, adminKeys.cleanupStats, ['/api/events']],
    movesMoney: true,
    success: ({ betsSettled, gamesFinalized }) => ({
      title: 'Settlement Complete',
      description: `${plural(betsSettled, 'bet')} settled, ${plural(gamesFinalized, 'game')} finalized.`,
    }),
    failure: { title: 'Settlement Failed', text: 'Failed to settle bets' },
  });

export const useLastSettlement = () => useLastResult<SettlementResult>(RUN_SETTLEMENT_KEY);
