import { formatDollars } from '@sb/web-kit';
import type { Adjustment } from '../api/admin-commands';
import { adjustBalance, settleBet } from '../api/admin-commands';
import { adminKeys } from '../api/admin-queries';
import type { SettleStatus } from '../api/admin-types';
import { useAdminCommand } from '../api/use-admin-command';

export const useAdjustBalance = () =>
  useAdminCommand<Adjustment & { username: string }, Awaited<ReturnType<typeof adjustBalance>>>({
    run: adjustBalance,
    invalidates: [adminKeys.users],
    movesMoney: true,
    success: (result, { username, balanceType }) => ({
      title: 'Balance Adjusted',
      description:
        balanceType === 'cash'
          ? `${username}'s cash balance is now ${formatDollars(result.balance)}.`
          : `${username}'s free play is now ${formatDollars(result.freePlayBalance)}.`,
    }),
    failure: { title: 'Balance Adjustment Failed', text: 'Failed to adjust balance', preferServerText: true },
  });

export const useSettleBet = () =>
  useAdminCommand<{ betId: string; status: SettleStatus }>({
    run: settleBet,
    // '/api/admin/users' is the prefix of every user's bets list too; balances and stats change with the bet.
    invalidates: [adminKeys.users, adminKeys.allBets],
    movesMoney: true,
    success: (_, { status }) => ({ title: 'Bet Settled', description: `The bet is now ${status}.` }),
    failure: { title: 'Settlement Failed', text: 'Failed to settle bets', preferServerText: true },
  });
