export type MoneyParseFailure = 'empty' | 'not-a-number' | 'not-finite' | 'too-many-decimals' | 'out-of-range';

const describe: Record<MoneyParseFailure, string> = {
  empty: 'an amount is required',
  'not-a-number': 'not a number',
  'not-finite': 'not a finite number',
  'too-many-decimals': 'at most two decimals are allowed',
  'out-of-range': 'too large to be represented exactly',
};

/**
 * Thrown by `parseDollars` for input that is not an exact amount of cents. Money parsing throws rather than
 * returning a Result so it behaves like every other guard in the domain (`cents`, `americanOdds`); callers
 * at the edge (HTTP schemas, form inputs) catch it and use `reason` or `message`.
 */
export class MoneyParseError extends Error {
  override readonly name = 'MoneyParseError';

  constructor(
    readonly input: string | number,
    readonly reason: MoneyParseFailure,
  ) {
    super(`Invalid amount ${JSON.stringify(String(input))}: ${describe[reason]}`);
  }
}
