import type { PlacedLeg } from '../betting/bet-leg.js';
import type { BetMode } from '../betting/bet-mode.js';
import type { BalanceAmounts, BetClosedAs } from '../settlement/outcome.js';
import type { BalanceType } from './balance-type.js';

/**
 * A bet as the wallet remembers it: enough to settle it from this stream alone (its legs and prices) and to
 * reverse a settlement exactly (what was credited, per balance).
 */
export type WalletBet = {
  betId: string;
  betMode: BetMode;
  balanceType: BalanceType;
  stakeCents: number;
  potentialPayoutCents: number;
  legs: PlacedLeg[];
  /** How the bet closed: settled, re-settled, or cashed out (outcome 'cashed_out', payout = the offer). */
  settlement: { outcome: BetClosedAs; payoutCents: number; credited: BalanceAmounts } | null;
};
