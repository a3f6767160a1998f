import type { UserRole, UserStatus } from '@sb/domain';

/**
 * The `users` read model: one document per live user, shaped for GET /api/user and the admin lists. Betting
 * figures live in `player_stats` (kept by the bets projection).
 */
export type UserDocument = {
  id: string;
  username: string;
  usernameLower: string;
  isAdmin: boolean;
  /** Documents written before roles have none: read it with roleOfRegistration. */
  role?: UserRole;
  status: UserStatus;
  createdAt: string;
  cashCents: number;
  freePlayCents: number;
};

export const USERS = 'users';
