export type TUserStatus = 'pending' | 'approved' | 'rejected';

/** Players bet and play; admins run the book; auditors only read the Audit page. */
export const USER_ROLE_VALUES = ['player', 'admin', 'auditor'] as const;
export type TUserRole = (typeof USER_ROLE_VALUES)[number];

/** GET /api/user and the `user` of POST /api/login. Money in dollars (at most two decimals). */
export type TUserDto = {
  id: string;
  username: string;
  balance: number;
  freePlayBalance: number;
  /** The spec's flag: the string 'true' means admin. */
  isAdmin: 'true' | 'false';
  /** Beside the spec's flag: 'admin' exactly when isAdmin is 'true'. */
  role: TUserRole;
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
