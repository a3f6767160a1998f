/**
 * American odds: +A wins A per 100 staked, -A needs A staked to win 100. Always an integer with |odds| >= 100;
 * values strictly between -100 and +100 do not exist. -100 and +100 are the same (even) price; +100 is the
 * canonical form this module produces.
 */
declare const americanOddsBrand: unique symbol;
export type AmericanOdds = number & { readonly [americanOddsBrand]: 'AmericanOdds' };

export function isAmericanOdds(value: unknown): value is AmericanOdds {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) >= 100;
}

/** Brands a number as American odds; anything else is a programming or input-schema error, so it throws. */
export function americanOdds(value: number): AmericanOdds {
  if (!isAmericanOdds(value)) {
    throw new RangeError(`Not valid American odds (an integer <= -100 or >= 100): ${String(value)}`);
  }
  return value;
}

/** -100 and +100 are the same even-money price; every computed price is reported as +100. */
export function canonicalOdds(odds: AmericanOdds): AmericanOdds {
  return odds === -100 ? americanOdds(100) : odds;
}

/** '+145', '-110', '+100' (even money is shown as '+100', never 'EVEN'). */
export function formatOdds(odds: AmericanOdds): string {
  return odds > 0 ? `+${odds}` : String(odds);
}
