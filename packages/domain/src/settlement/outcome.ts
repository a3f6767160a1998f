/** How a leg is judged against its game. */
export type LegOutcome = 'won' | 'lost' | 'push' | 'void';

/** A bet's final status (spec section 4): the same four words, for the whole bet. */
export type BetOutcome = 'won' | 'lost' | 'push' | 'void';

export const BET_OUTCOMES: readonly BetOutcome[] = ['won', 'lost', 'push', 'void'];

/** How a bet closed: one of the four outcomes, or cashed out early by the player (cash-out/). */
export type BetClosedAs = BetOutcome | 'cashed_out';

export const isBetOutcome = (value: unknown): value is BetOutcome => BET_OUTCOMES.includes(value as BetOutcome);

/** An amount per balance of the wallet, e.g. what a settlement credits. */
export type BalanceAmounts = { cashCents: number; freePlayCents: number };

export const NOTHING: BalanceAmounts = { cashCents: 0, freePlayCents: 0 };

/**
 * Which side of a line a result lands on: above wins, exactly on it is a push, below loses. Lines and scores are
 * halves or whole numbers, exact in binary floating point, so `=== 0` is a true comparison.
 */
export const againstLine = (margin: number): LegOutcome => (margin > 0 ? 'won' : margin === 0 ? 'push' : 'lost');
