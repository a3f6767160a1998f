import type { BalanceAmounts } from '../settlement/outcome.js';
import type { WalletEvent } from './wallet-events.js';

const moved = (cashCents: number, freePlayCents: number): BalanceAmounts => ({ cashCents, freePlayCents });

/**
 * How much one wallet event moves each balance. The one place that knows it: the wallet decider folds it,
 * and the read models that show balances apply the same movements. WalletClosed is not a movement (it zeroes).
 */
export const balanceMovement = (event: Exclude<WalletEvent, { type: 'WalletClosed' }>): BalanceAmounts => {
  switch (event.type) {
    case 'StartingBalanceCredited':
      return moved(event.data.amountCents, 0);
    case 'BalanceAdjusted':
      return event.data.balanceType === 'cash' ? moved(event.data.amountCents, 0) : moved(0, event.data.amountCents);
    case 'FreePlayAdded':
      return moved(0, event.data.amountCents);
    case 'BetPlaced':
      return event.data.balanceType === 'cash' ? moved(-event.data.stakeCents, 0) : moved(0, -event.data.stakeCents);
    case 'BetSettled':
    case 'BetCashedOut':
      return event.data.credited;
    case 'BetResettled': {
      const { reversal, credit } = event.data;
      return moved(credit.cashCents - reversal.cashCents, credit.freePlayCents - reversal.freePlayCents);
    }
    // Casino play is cash only: the stake leaves when the round starts (and on a double), the payout returns when
    // it ends. The seed pair moves nothing, nor do limits, time-outs and exclusions.
    case 'CasinoRoundStarted':
      return moved(-event.data.stakeCents, 0);
    case 'CasinoRoundActed':
      return moved(-event.data.extraStakeCents, 0);
    case 'CasinoRoundEnded':
      return moved(event.data.payoutCents, 0);
    case 'CasinoSeedsCommitted':
    case 'CasinoClientSeedChanged':
    case 'CasinoSeedsRotated':
    case 'PlayLimitSet':
    case 'TimeOutTaken':
    case 'SelfExclusionStarted':
    case 'RealityCheckSet':
      return moved(0, 0);
  }
};
