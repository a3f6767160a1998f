import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutOutliers } from './outlier-filter.js';

const identity = (value: number) => value;

describe('withoutOutliers', () => {
  it('drops a value far from the others', () => {
    // median 11, deviations [1, 0, 1, 2, 89] -> MAD 1; 100 is 89 MADs away, 9 is 2 MADs away.
    expect(withoutOutliers([10, 11, 12, 9, 100], identity)).toEqual([10, 11, 12, 9]);
  });

  it('keeps a value exactly at the threshold and drops one just past it', () => {
    // median 10, deviations [2, 2, 0, 2.5, 2] -> MAD 2: 15 is 2.5 MADs away, 15.1 is 2.55.
    expect(withoutOutliers([8, 12, 10, 15, 8], identity)).toEqual([8, 12, 10, 15, 8]);
    expect(withoutOutliers([8, 12, 10, 15.1, 8], identity)).toEqual([8, 12, 10, 8]);
  });

  it('keeps only the values on the median when most values agree exactly (MAD 0)', () => {
    expect(withoutOutliers([5, 5, 5, 6], identity)).toEqual([5, 5, 5]);
    expect(withoutOutliers([5, 5, 5], identity)).toEqual([5, 5, 5]);
  });

  it('keeps both of two values: each is exactly one MAD from their mean', () => {
    expect(withoutOutliers([1, 1000], identity)).toEqual([1, 1000]);
  });

  it('keeps whole items, judged by the value given', () => {
    const quotes = [
      { book: 'a', price: 1 },
      { book: 'b', price: 1 },
      { book: 'c', price: 9 },
    ];
    expect(withoutOutliers(quotes, (quote) => quote.price).map((quote) => quote.book)).toEqual(['a', 'b']);
  });

  it('returns nothing for nothing', () => {
    expect(withoutOutliers([], identity)).toEqual([]);
  });

  it('never empties a non-empty list, and keeps a subset in the original order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 12 }), (values) => {
        const kept = withoutOutliers(values, identity);
        expect(kept.length).toBeGreaterThan(0);
        let cursor = 0;
        for (const value of kept) {
          cursor = values.indexOf(value, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });
});
