import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCents, cents, centsFromBigInt, isCents, subtractCents, sumCents } from './cents.js';

describe('cents', () => {
  it('accepts safe integers, including negatives and zero', () => {
    expect(cents(1909)).toBe(1909);
    expect(cents(-1250)).toBe(-1250);
    expect(Object.is(cents(-0), 0)).toBe(true);
  });

  it.each([0.5, 19.09, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (value) => {
    expect(isCents(value)).toBe(false);
    expect(() => cents(value)).toThrow(RangeError);
  });

  it('adds and subtracts exactly', () => {
    expect(addCents(cents(1000), cents(909))).toBe(1909);
    expect(subtractCents(cents(1000), cents(2500))).toBe(-1500);
    expect(sumCents([cents(1000), cents(2500), cents(-500)])).toBe(3000);
    expect(sumCents([])).toBe(0);
  });

  it('refuses a sum that is no longer a safe integer instead of losing precision', () => {
    const max = cents(Number.MAX_SAFE_INTEGER);
    expect(() => addCents(max, cents(1))).toThrow(RangeError);
    expect(() => subtractCents(cents(-Number.MAX_SAFE_INTEGER), cents(2))).toThrow(RangeError);
  });

  it('either returns a safe integer or throws, never an inexact amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (left, right) => {
        const exact = BigInt(left) + BigInt(right);
        const fits = exact <= BigInt(Number.MAX_SAFE_INTEGER) && exact >= BigInt(Number.MIN_SAFE_INTEGER);
        if (!fits) {
          expect(() => addCents(cents(left), cents(right))).toThrow(RangeError);
          return;
        }
        expect(BigInt(addCents(cents(left), cents(right)))).toBe(exact);
      }),
    );
  });
});

describe('centsFromBigInt', () => {
  it('converts exact bigint results inside the safe range', () => {
    expect(centsFromBigInt(3644n)).toBe(3644);
    expect(centsFromBigInt(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(centsFromBigInt(-1250n)).toBe(-1250);
  });

  it('refuses values a number would round', () => {
    expect(() => centsFromBigInt(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => centsFromBigInt(-BigInt(Number.MAX_SAFE_INTEGER) - 1n)).toThrow(RangeError);
  });
});
