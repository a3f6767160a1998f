import type { DomainEvent } from '../shared/decider.js';
import type { BalanceAmounts } from '../settlement/outcome.js';
import type { MarginBasisPoints } from './cash-out-margin.js';
import type { LegNow } from './leg-now.js';

/**
 * A pending bet closed early: `offerCents` is credited to cash (free-play bets have no offer) and the bet is
 * over; settlement of its games later finds it closed and appends nothing. The legs' prices and the margin are
 * recorded so the offer can be recomputed from the log alone (audit).
 */
export type BetCashedOut = DomainEvent<
  'BetCashedOut',
  {
    betId: string;
    userId: string;
    offerCents: number;
    priceVersion: string;
    legs: LegNow[];
    margin: MarginBasisPoints;
    credited: BalanceAmounts;
    cashedOutAt: string;
  }
>;
