import type { TAdminUserDto, TUserDto } from '@sb/contracts';

/** GET /api/admin/users: a user with the admin user stats (spec section 3). Money in dollars. */
export type AdminUser = TAdminUserDto;

/** GET /api/admin/pending-users. */
export type PendingUser = TUserDto;

export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'void';

/** What an admin can set any bet to (spec section 4). */
export type SettleStatus = Exclude<BetStatus, 'pending'>;
export const SETTLE_STATUSES: readonly SettleStatus[] = ['won', 'lost', 'push', 'void'];

export type AdminBetLeg = {
  id: string;
  marketType: string;
  selection: string;
  line: number | null;
  americanOdds: number;
  playerName?: string | null;
  event: { homeTeam: string; awayTeam: string; sport?: string; league?: string };
};

/** GET /api/admin/users/bets (with whose bet it is) and GET /api/admin/users/:id/bets. */
export type AdminBet = {
  id: string;
  userId?: string;
  username?: string;
  betMode: 'single' | 'parlay';
  status: BetStatus;
  stake: number;
  potentialPayout: number;
  /** What the bet returned, stake included; null while pending. */
  payout: number | null;
  placedAt: string;
  settledAt: string | null;
  balanceType: 'cash' | 'freePlay';
  combinedOdds: number;
  legs: AdminBetLeg[];
};

export type BookmakerBreakdown = { dkAndFd: number; dkOnly: number; fdOnly: number };

export type GamePropsStats = {
  totalEvents: number;
  eventsWithOdds: number;
  eventsWithoutOdds: number;
  durationSeconds: number;
  bookmakerBreakdown: BookmakerBreakdown;
};

export type PlayerPropsStats = {
  totalProps: number;
  durationSeconds: number;
  propsBySport: Record<string, number>;
  bookmakerBreakdown?: BookmakerBreakdown;
};

export type RefreshResponse<Stats> = { success: boolean; stats: Stats };

export type SettlementResult = { gamesFinalized: number; betsSettled: number; betsWon: number; betsLost: number };

export type CleanupStats = { finalGames: number; oldScheduledGames: number; totalGamesToDelete: number };

export type CleanupRunResult = {
  success: boolean;
  stats: { gamesDeleted: number; marketsDeleted: number; propsDeleted: number };
};

export type BalanceType = 'cash' | 'freePlay';

export type BalanceAdjustment = { success: boolean; balance: number; freePlayBalance: number };
