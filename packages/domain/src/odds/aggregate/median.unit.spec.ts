import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withShuffled } from '../testing/arbitraries.js';
import { median } from './median.js';

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });

describe('median', () => {
  it.each([
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[-110, -105, -120, 300], -107.5],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is undefined for no values', () => {
    expect(() => median([])).toThrow(RangeError);
  });

  it('lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1 }), (values) => {
        const middle = median(values);
        expect(middle).toBeGreaterThanOrEqual(Math.min(...values));
        expect(middle).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('does not depend on the order of the values, and does not reorder them', () => {
    fc.assert(
      fc.property(withShuffled(fc.array(finite, { minLength: 1 })), ([values, shuffled]) => {
        const copy = [...values];
        expect(median(shuffled)).toBe(median(values));
        expect(values).toEqual(copy);
      }),
    );
  });
});
