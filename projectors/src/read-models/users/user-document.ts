import type { UserStatus } from '@sb/domain';

/** The `users` read model: one document per live user, shaped for GET /api/user and the admin lists. */
export type UserDocument = {
  id: string;
  username: string;
  usernameLower: string;
  isAdmin: boolean;
  status: UserStatus;
  createdAt: string;
  cashCents: number;
  freePlayCents: number;
  stats: {
    totalBets: number;
    pendingBets: number;
    wonBets: number;
    lostBets: number;
    totalWageredCents: number;
    totalWonCents: number;
  };
};

export const USERS = 'users';

export const emptyStats = (): UserDocument['stats'] => ({
  totalBets: 0,
  pendingBets: 0,
  wonBets: 0,
  lostBets: 0,
  totalWageredCents: 0,
  totalWonCents: 0,
});
