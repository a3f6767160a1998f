import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floor, multiply, rational, roundHalfUp } from './rational.js';

describe('rational', () => {
  it('reduces and keeps the denominator positive', () => {
    expect(rational(250n, 100n)).toEqual({ num: 5n, den: 2n });
    expect(rational(3n, -6n)).toEqual({ num: -1n, den: 2n });
    expect(rational(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('multiplies exactly', () => {
    expect(multiply(rational(21n, 11n), rational(21n, 11n))).toEqual({ num: 441n, den: 121n });
  });

  it.each([
    [7n, 2n, 3n, 4n],
    [-7n, 2n, -4n, -3n],
    [6n, 3n, 2n, 2n],
    [-6n, 3n, -2n, -2n],
    [5n, 2n, 2n, 3n],
    [-5n, 2n, -3n, -2n],
  ])('%i/%i floors to %i and rounds to %i', (num, den, floored, rounded) => {
    expect(floor(rational(num, den))).toBe(floored);
    expect(roundHalfUp(rational(num, den))).toBe(rounded);
  });

  it('floors and rounds like Math.floor and Math.round on small fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (num, den) => {
        const value = rational(BigInt(num), BigInt(den));
        expect(Number(floor(value))).toBe(Math.floor(num / den));
        // Ties are exact halves, which floats represent, so Math.round is a fair oracle. `+ 0` turns its -0 into 0.
        expect(Number(roundHalfUp(value))).toBe(Math.round(num / den) + 0);
      }),
    );
  });
});
