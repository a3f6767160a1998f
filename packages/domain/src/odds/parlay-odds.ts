import type { AmericanOdds } from './american-odds.js';
import { americanToDecimal, decimalToAmerican } from './convert-odds.js';
import { multiply, ONE, type Rational } from './rational.js';

/** The exact combined decimal odds of a parlay: the product of the legs' decimal odds. */
export function parlayDecimal(legs: readonly AmericanOdds[]): Rational {
  if (legs.length === 0) throw new RangeError('A parlay price needs at least one leg');
  return legs.reduce((product, leg) => multiply(product, americanToDecimal(leg)), ONE);
}

/**
 * The combined American odds shown for a parlay, rounded to the nearest integer. Display only: the payout is
 * computed from the exact product (parlayPayoutCents), so this rounding never costs or gives a cent.
 */
export function parlayOdds(legs: readonly AmericanOdds[]): AmericanOdds {
  return decimalToAmerican(parlayDecimal(legs));
}
