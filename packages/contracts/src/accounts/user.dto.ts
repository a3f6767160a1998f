export type TUserStatus = 'pending' | 'approved' | 'rejected';

/** GET /api/user and the `user` of POST /api/login. Money in dollars (at most two decimals). */
export type TUserDto = {
  id: string;
  username: string;
  balance: number;
  freePlayBalance: number;
  /** The spec's flag: the string 'true' means admin. */
  isAdmin: 'true' | 'false';
  status: TUserStatus;
  createdAt: string;
};

/** Spec section 3, "Admin user stats". */
export type TAdminUserStats = {
  totalBets: number;
  pendingBets: number;
  wonBets: number;
  lostBets: number;
  totalWagered: number;
  totalWon: number;
};

export type TAdminUserDto = TUserDto & TAdminUserStats;
