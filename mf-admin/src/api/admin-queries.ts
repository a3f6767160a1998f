import { useQuery } from '@tanstack/react-query';
import type { AdminBet, AdminUser, CleanupStats, PendingUser } from './admin-types';

/**
 * Query keys are the URLs themselves (web-kit's default query function joins the segments into the GET URL),
 * so invalidating '/api/admin/users' also refreshes every '/api/admin/users/<id>/bets' below it.
 */
export const adminKeys = {
  users: ['/api/admin/users'],
  pendingUsers: ['/api/admin/pending-users'],
  allBets: ['/api/admin/users/bets'],
  userBets: (userId: string) => ['/api/admin/users', userId, 'bets'],
  cleanupStats: ['/api/cleanup/stats'],
} as const;

/**
 * Players bet, sign up and win while the panel is open, and nothing pushes that here. The app-wide default
 * (data never stale, spec section 9) would show an admin the balances of whenever they first looked, so every
 * admin list is read again when a tab shows it; between those reads, the admin's own commands refresh it.
 */
const freshOnOpen = { refetchOnMount: 'always' } as const;

export const useAdminUsers = () => useQuery<AdminUser[]>({ queryKey: adminKeys.users, ...freshOnOpen });

export const usePendingUsers = () => useQuery<PendingUser[]>({ queryKey: adminKeys.pendingUsers, ...freshOnOpen });

/** One user's bets, or every bet (newest first, with the username) when no user is picked. */
export const useAdminBets = (userId: string | undefined) =>
  useQuery<AdminBet[]>({ queryKey: userId ? adminKeys.userBets(userId) : adminKeys.allBets, ...freshOnOpen });

export const useCleanupStats = () => useQuery<CleanupStats>({ queryKey: adminKeys.cleanupStats, ...freshOnOpen });
