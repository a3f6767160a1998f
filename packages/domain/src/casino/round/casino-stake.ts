import { cents } from '../../money/cents.js';
import { formatMoney } from '../../money/format-money.js';
import { invalid, ruleBroken } from '../../shared/domain-error.js';

/** Spec section 9: a bet is a sum of these chips, so always a multiple of the smallest one. */
export const CASINO_CHIPS_DOLLARS = [5, 10, 25, 50, 100] as const;
const SMALLEST_CHIP_CENTS = 500;

/**
 * The casino's table maximum per round (the opening bet; a blackjack double can stake it twice). $500 is five of
 * the largest chip: high enough for every chip combination a player builds by hand, low enough that a single
 * straight-up roulette win (35:1) stays an amount the book can carry.
 */
export const CASINO_MAX_STAKE_CENTS = 50_000;

/** The chip rules of a casino bet; whether the balance covers it is the wallet's decision. */
export function validateCasinoStake(stakeCents: number): void {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw invalid('Place a bet with a chip');
  if (stakeCents % SMALLEST_CHIP_CENTS !== 0) {
    throw invalid('A bet is a sum of chips ($5, $10, $25, $50, $100): a multiple of $5');
  }
  if (stakeCents > CASINO_MAX_STAKE_CENTS) {
    throw ruleBroken(`The casino maximum bet is ${formatMoney(cents(CASINO_MAX_STAKE_CENTS))}`);
  }
}
