import { americanOdds, canonicalOdds, type AmericanOdds } from './american-odds.js';
import { rational, roundHalfUp, type Rational } from './rational.js';

const HUNDRED = 100n;

/**
 * Decimal odds (total return per unit staked, stake included) as an exact fraction:
 * +A -> (A + 100) / 100 and -A -> (A + 100) / A. Money is computed from this, never from the float version.
 */
export function americanToDecimal(odds: AmericanOdds): Rational {
  const magnitude = BigInt(Math.abs(odds));
  return odds > 0 ? rational(magnitude + HUNDRED, HUNDRED) : rational(magnitude + HUNDRED, magnitude);
}

/** Decimal odds as a float, for display only (e.g. 1.91 next to -110). */
export function americanToDecimalNumber(odds: AmericanOdds): number {
  const { num, den } = americanToDecimal(odds);
  return Number(num) / Number(den);
}

/**
 * Decimal odds back to American, rounded to the nearest integer (halves up). Decimal 2 or more is a positive
 * price 100 * (d - 1); below 2 a negative price -100 / (d - 1). Even money is always +100. For every valid American
 * value a except -100, decimalToAmerican(americanToDecimal(a)) === a; -100 comes back as its canonical +100.
 */
export function decimalToAmerican(decimal: Rational): AmericanOdds {
  const profit = rational(decimal.num - decimal.den, decimal.den);
  if (profit.num <= 0n) {
    throw new RangeError(`Decimal odds must be above 1 to have an American price: ${decimal.num}/${decimal.den}`);
  }
  const price =
    profit.num >= profit.den
      ? roundHalfUp(rational(HUNDRED * profit.num, profit.den))
      : -roundHalfUp(rational(HUNDRED * profit.den, profit.num));
  // Rounding can move a price just below 2 onto -100 (never inside +-100): report it as the canonical +100.
  return canonicalOdds(americanOdds(Number(price)));
}
