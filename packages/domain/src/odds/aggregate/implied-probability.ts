import { americanOdds, canonicalOdds, type AmericanOdds } from '../american-odds.js';
import { americanToDecimal } from '../convert-odds.js';

/**
 * The chance of winning a price implies (1 / decimal odds): -110 -> 0.5238, +150 -> 0.4.
 * Aggregation works in this space because it is continuous across even money (American -105 and +105 are
 * neighbours here, 210 apart as numbers) and bounded, so a long shot's big decimal odds do not dominate a
 * median or an average. Prices are not money: floats are fine here, and the result is an integer price.
 */
export function impliedProbability(odds: AmericanOdds): number {
  const { num, den } = americanToDecimal(odds);
  return Number(den) / Number(num);
}

/** The nearest integer American price for a probability strictly between 0 and 1 (0.5 is +100). */
export function americanFromProbability(probability: number): AmericanOdds {
  if (!(probability > 0 && probability < 1)) {
    throw new RangeError(`A price needs a probability strictly between 0 and 1: ${String(probability)}`);
  }
  const price = probability <= 0.5 ? (100 * (1 - probability)) / probability : (-100 * probability) / (1 - probability);
  // Math.round rounds halves up, like decimalToAmerican. Float noise just above 0.5 gives -100: even money.
  return canonicalOdds(americanOdds(Math.round(price)));
}
