import { describe, expect, it } from 'vitest';
import { cents } from './cents.js';
import { formatMoney, toDollars } from './format-money.js';

describe('formatMoney', () => {
  it.each([
    [123450, '$1,234.50'],
    [-1200, '-$12.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-5, '-$0.05'],
    [1909, '$19.09'],
    [100000000, '$1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('formats %i cents as %s', (amount, expected) => {
    expect(formatMoney(cents(amount))).toBe(expected);
  });
});

describe('toDollars', () => {
  it.each([
    [100000, 1000],
    [1250, 12.5],
    [1909, 19.09],
    [29, 0.29],
    [-1250, -12.5],
    [0, 0],
  ])('answers %i cents as %d dollars', (amount, expected) => {
    expect(toDollars(cents(amount))).toBe(expected);
  });

  it('serialises to at most two decimals in JSON', () => {
    expect(JSON.stringify({ potentialPayout: toDollars(cents(3644)) })).toBe('{"potentialPayout":36.44}');
  });
});
