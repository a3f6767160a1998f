import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './cents.js';
import { formatMoney, toDollars } from './format-money.js';
import { MoneyParseError, type MoneyParseFailure } from './money-parse-error.js';
import { parseDollars } from './parse-dollars.js';

function failureOf(input: string | number): MoneyParseFailure | undefined {
  try {
    parseDollars(input);
    return undefined;
  } catch (error) {
    if (error instanceof MoneyParseError) return error.reason;
    throw error;
  }
}

describe('parseDollars', () => {
  it.each<[string | number, number]>([
    [0.29, 29],
    ['0.29', 29],
    [1.1, 110],
    ['10', 1000],
    [10, 1000],
    [-12.5, -1250],
    ['-12.5', -1250],
    ['+7', 700],
    ['1.50', 150],
    ['1.500', 150],
    ['.5', 50],
    ['5.', 500],
    ['  25 ', 2500],
    [1e3, 100000],
    ['1e3', 100000],
    ['1.5E-1', 15],
    ['-0', 0],
    [-0, 0],
    ['$1,234.50', 123450],
    ['-$12.00', -1200],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i cents', (input, expected) => {
    expect(parseDollars(input)).toBe(expected);
  });

  it.each<[string | number, MoneyParseFailure]>([
    ['', 'empty'],
    ['   ', 'empty'],
    [Number.NaN, 'not-a-number'],
    [Number.POSITIVE_INFINITY, 'not-finite'],
    [Number.NEGATIVE_INFINITY, 'not-finite'],
    ['abc', 'not-a-number'],
    ['12abc', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['.', 'not-a-number'],
    ['-', 'not-a-number'],
    ['1,23', 'not-a-number'],
    ['$1e3', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['1.005', 'too-many-decimals'],
    [1.005, 'too-many-decimals'],
    [0.1 + 0.2, 'too-many-decimals'],
    ['1e-3', 'too-many-decimals'],
    [1e-7, 'too-many-decimals'],
    ['90071992547409.92', 'out-of-range'],
    [1e21, 'out-of-range'],
    ['1e400', 'out-of-range'],
  ])('rejects %j as %s', (input, reason) => {
    expect(failureOf(input)).toBe(reason);
  });

  it('keeps the input and a readable message on the error', () => {
    const error = (() => {
      try {
        return parseDollars('1.005');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MoneyParseError);
    expect((error as MoneyParseError).input).toBe('1.005');
    expect((error as MoneyParseError).message).toContain('at most two decimals');
  });

  it('round-trips every safe amount through formatMoney', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(parseDollars(formatMoney(cents(amount)))).toBe(amount);
      }),
    );
  });

  it('round-trips API dollars for any amount up to ten trillion dollars', () => {
    // Beyond ~10^15 cents a double can no longer tell every two-decimal amount apart; no balance gets there.
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        expect(parseDollars(toDollars(cents(amount)))).toBe(amount);
      }),
    );
  });

  it('reads any two-decimal string exactly, the way a person would', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.integer({ min: 0, max: 99 }), (dollars, fraction) => {
        const text = `${dollars}.${String(fraction).padStart(2, '0')}`;
        expect(parseDollars(text)).toBe(dollars * 100 + fraction);
      }),
    );
  });
});
