/**
 * An exact fraction of bigints, always reduced and with a positive denominator, so two equal values are
 * structurally equal and products of many parlay legs stay small.
 */
export type Rational = { readonly num: bigint; readonly den: bigint };

function gcd(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('A rational number cannot have a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den);
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const ONE: Rational = rational(1n, 1n);

export function multiply(left: Rational, right: Rational): Rational {
  return rational(left.num * right.num, left.den * right.den);
}

/** Largest integer <= value. BigInt division truncates toward zero, which differs for negatives. */
export function floor(value: Rational): bigint {
  const quotient = value.num / value.den;
  return value.num < 0n && quotient * value.den !== value.num ? quotient - 1n : quotient;
}

/** Nearest integer, halves rounded up (toward +infinity) like Math.round. */
export function roundHalfUp(value: Rational): bigint {
  return floor(rational(2n * value.num + value.den, 2n * value.den));
}
