import type { BalanceType } from '../wallet/balance-type.js';
import type { BalanceAmounts, BetOutcome } from './outcome.js';

/**
 * Where a settled bet's payout goes. Cash bets return everything to cash. A free-play stake is the book's money:
 * a win pays only the winnings, in cash (the stake is not returned), while a push or void gives the free-play
 * stake back to free play so it can still be used.
 */
export function creditFor(
  bet: { balanceType: BalanceType; stakeCents: number },
  outcome: BetOutcome,
  payoutCents: number,
): BalanceAmounts {
  if (bet.balanceType === 'cash') return { cashCents: payoutCents, freePlayCents: 0 };
  if (outcome === 'won') return { cashCents: payoutCents - bet.stakeCents, freePlayCents: 0 };
  return { cashCents: 0, freePlayCents: payoutCents };
}

/**
 * The payout of an outcome an admin sets by hand: the potential payout recorded when the bet was placed for a win
 * (the price the player was promised), the stake for a push or void, nothing for a loss.
 */
export function adminPayout(bet: { stakeCents: number; potentialPayoutCents: number }, outcome: BetOutcome): number {
  switch (outcome) {
    case 'won':
      return bet.potentialPayoutCents;
    case 'push':
    case 'void':
      return bet.stakeCents;
    case 'lost':
      return 0;
  }
}
