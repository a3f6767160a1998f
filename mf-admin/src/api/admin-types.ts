import type { TBetStatus } from '@sb/contracts';

/** The admin API's answers, as the contracts define them for the APIs and every web app. */
export type {
  TAdminBetDto as AdminBet,
  TAdminUserDto as AdminUser,
  TBalanceAdjustmentDto as BalanceAdjustment,
  TBetLegDto as AdminBetLeg,
  TBetStatus as BetStatus,
  TBookmakerBreakdownDto as BookmakerBreakdown,
  TCleanupRunResultDto as CleanupRunResult,
  TCleanupStatsDto as CleanupStats,
  TGamePropsStatsDto as GamePropsStats,
  TPlayerPropsStatsDto as PlayerPropsStats,
  TRefreshResponseDto as RefreshResponse,
  TSettlementResultDto as SettlementResult,
  TUserDto as PendingUser,
} from '@sb/contracts';

/** What an admin can set any bet to (spec section 4). */
export type SettleStatus = Exclude<TBetStatus, 'pending' | 'cashed_out'>;
export const SETTLE_STATUSES: readonly SettleStatus[] = ['won', 'lost', 'push', 'void'];

export type BalanceType = 'cash' | 'freePlay';
