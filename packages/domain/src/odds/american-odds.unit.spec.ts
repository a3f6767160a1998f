import { describe, expect, it } from 'vitest';
import { americanOdds, canonicalOdds, formatOdds, isAmericanOdds } from './american-odds.js';

describe('americanOdds', () => {
  it.each([100, -100, 145, -110, 100000, -100000])('accepts %i', (value) => {
    expect(americanOdds(value)).toBe(value);
  });

  it.each([0, 99, -99, 50, -1, 110.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (value) => {
    expect(isAmericanOdds(value)).toBe(false);
    expect(() => americanOdds(value)).toThrow(RangeError);
  });
});

describe('formatOdds', () => {
  it.each([
    [145, '+145'],
    [-110, '-110'],
    [100, '+100'],
    [-100, '-100'],
    [264, '+264'],
  ])('formats %i as %s', (value, expected) => {
    expect(formatOdds(americanOdds(value))).toBe(expected);
  });
});

describe('canonicalOdds', () => {
  it('reports even money as +100 and leaves every other price alone', () => {
    expect(canonicalOdds(americanOdds(-100))).toBe(100);
    expect(canonicalOdds(americanOdds(100))).toBe(100);
    expect(canonicalOdds(americanOdds(-110))).toBe(-110);
    expect(canonicalOdds(americanOdds(101))).toBe(101);
  });
});
