/**
 * Money is always an integer number of cents. The brand stops a plain number (dollars, a float from a
 * division, an odds value) from being passed where cents are expected without going through a guard.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** True when `value` can be used as an amount of cents: a safe integer (negative amounts are allowed). */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Brands a number as cents. A non-integer or unsafe integer here is a programming error (user input goes
 * through `parseDollars`), so it throws a RangeError instead of rounding silently.
 */
export function cents(value: number): Cents {
  if (!isCents(value)) {
    throw new RangeError(`Not a safe integer amount of cents: ${String(value)}`);
  }
  // -0 and 0 are the same amount; normalising keeps Object.is and snapshots stable.
  return (value === 0 ? 0 : value) as Cents;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Cents from an exact bigint computation (payouts), refusing values a number cannot hold exactly. */
export function centsFromBigInt(value: bigint): Cents {
  if (value > MAX_SAFE || value < -MAX_SAFE) {
    throw new RangeError(`Amount of cents is beyond the safe integer range: ${value}`);
  }
  return cents(Number(value));
}

export const ZERO_CENTS: Cents = cents(0);

export function addCents(left: Cents, right: Cents): Cents {
  return cents(left + right);
}

export function subtractCents(left: Cents, right: Cents): Cents {
  return cents(left - right);
}

/** Sums amounts, asserting after every step so an overflow cannot hide behind a later subtraction. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce(addCents, ZERO_CENTS);
}
