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

export const useAdminUsers = () => useQuery<AdminUser[]>({ queryKey: adminKeys.users });

export const usePendingUsers = () => useQuery<PendingUser[]>({ queryKey: adminKeys.pendingUsers });

/** One user's bets, or every bet (newest first, with the username) when no user is picked. */
export const useAdminBets = (userId: string | undefined) =>
  useQuery<AdminBet[]>({ queryKey: userId ? adminKeys.userBets(userId) : adminKeys.allBets });

export const useCleanupStats = () => useQuery<CleanupStats>({ queryKey: adminKeys.cleanupStats });
