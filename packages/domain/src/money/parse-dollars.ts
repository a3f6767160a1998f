import { cents, type Cents } from './cents.js';
import { MoneyParseError } from './money-parse-error.js';

// sign, optional '$', integer part (plain or correctly comma-grouped), optional fraction, optional exponent.
const DOLLAR_AMOUNT = /^([+-])?(\$)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
// 10^21 cents is already beyond MAX_SAFE_INTEGER, so a larger shift cannot produce a usable amount.
const MAX_USEFUL_SHIFT = 21;

/**
 * Parses an amount of dollars into exact cents by reading the decimal digits, never by multiplying a float
 * (0.29 * 100 is 28.999999999999996). Accepts numbers and strings such as "10", "-12.5", "0.29", "1e3",
 * "$1,234.50" and "-$12.00" (so the output of `formatMoney` parses back). The amount must be a whole number
 * of cents: "1.005" is rejected, while "1.50" and "1.500" are the same $1.50 and accepted.
 * Throws MoneyParseError with a reason; see that class for why this throws instead of returning a Result.
 */
export function parseDollars(input: string | number): Cents {
  if (typeof input === 'number') {
    if (Number.isNaN(input)) throw new MoneyParseError(input, 'not-a-number');
    if (!Number.isFinite(input)) throw new MoneyParseError(input, 'not-finite');
    // String() yields the shortest decimal that reads back as the same double, which is what the caller
    // wrote: 0.29 -> "0.29", 1e21 -> "1e+21". A float like 0.1 + 0.2 shows its extra digits and is rejected.
    return parseDecimalText(String(input), input);
  }
  const text = input.trim();
  if (text === '') throw new MoneyParseError(input, 'empty');
  return parseDecimalText(text, input);
}

function parseDecimalText(text: string, input: string | number): Cents {
  const match = DOLLAR_AMOUNT.exec(text);
  if (!match) throw new MoneyParseError(input, 'not-a-number');
  const [, sign, dollarSign, integerPart = '', fractionPart = '', exponentText] = match;
  const wholeDigits = integerPart.replaceAll(',', '');
  const hasDigits = wholeDigits.length + fractionPart.length > 0;
  // An exponent only makes sense on a plain numeral; "$1e3" or "1,000e2" are typos, not amounts.
  const exponentOnFormattedAmount =
    exponentText !== undefined && (dollarSign !== undefined || integerPart.includes(','));
  if (!hasDigits || exponentOnFormattedAmount) throw new MoneyParseError(input, 'not-a-number');

  const digits = wholeDigits + fractionPart;
  const magnitude = BigInt(digits === '' ? '0' : digits);
  // The digits read as an integer are value * 10^fractionLength; cents are value * 10^2.
  const shift = Number(exponentText ?? '0') - fractionPart.length + 2;
  const absoluteCents = scaleByPowerOfTen(magnitude, shift, input);
  if (absoluteCents > MAX_SAFE) throw new MoneyParseError(input, 'out-of-range');
  return cents(Number(sign === '-' ? -absoluteCents : absoluteCents));
}

/** magnitude * 10^shift, exactly, or a MoneyParseError when that is not a whole number. */
function scaleByPowerOfTen(magnitude: bigint, shift: number, input: string | number): bigint {
  if (magnitude === 0n) return 0n;
  if (shift >= 0) {
    if (shift > MAX_USEFUL_SHIFT) throw new MoneyParseError(input, 'out-of-range');
    return magnitude * 10n ** BigInt(shift);
  }
  // More decimal places than the digits could ever fill with zeros means a non-zero sub-cent part.
  if (-shift > magnitude.toString().length) throw new MoneyParseError(input, 'too-many-decimals');
  const divisor = 10n ** BigInt(-shift);
  if (magnitude % divisor !== 0n) throw new MoneyParseError(input, 'too-many-decimals');
  return magnitude / divisor;
}
