import type { DomainEvent } from '../shared/decider.js';
import type { LegOutcome, BalanceAmounts, BetClosedAs, BetOutcome } from './outcome.js';

export type LegVerdict = { legId: string; outcome: LegOutcome };

/**
 * A pending bet got its outcome. `payoutCents` is what the bet returns, stake included; `credited` is where that
 * money went (see creditFor: a free-play win credits only the winnings). `legs` is how each leg was judged from
 * the results (a parlay lost early lists only the legs judged so far); null when an admin set the outcome.
 */
export type BetSettled = DomainEvent<
  'BetSettled',
  {
    betId: string;
    userId: string;
    outcome: BetOutcome;
    payoutCents: number;
    credited: BalanceAmounts;
    legs: LegVerdict[] | null;
    settledBy: string;
    settledAt: string;
  }
>;

/**
 * An admin changed a settled bet's outcome. One event takes back what the earlier settlement credited
 * (`reversal`) and credits the new outcome (`credit`), so the ledger never shows a half-done correction.
 */
export type BetResettled = DomainEvent<
  'BetResettled',
  {
    betId: string;
    userId: string;
    /** 'cashed_out' when an admin re-settles a bet the player cashed out: the cash out's credit is reversed. */
    from: BetClosedAs;
    to: BetOutcome;
    payoutCents: number;
    reversal: BalanceAmounts;
    credit: BalanceAmounts;
    settledBy: string;
    settledAt: string;
  }
>;

export type SettlementEvent = BetSettled | BetResettled;
