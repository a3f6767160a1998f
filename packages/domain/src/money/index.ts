export { addCents, cents, centsFromBigInt, isCents, subtractCents, sumCents, ZERO_CENTS, type Cents } from './cents.js';
export { formatMoney, toDollars } from './format-money.js';
export { MoneyParseError, type MoneyParseFailure } from './money-parse-error.js';
export { parseDollars } from './parse-dollars.js';
