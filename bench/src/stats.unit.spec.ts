import { describe, expect, it } from 'vitest';
import { mean, percentile, perSecond } from './stats.js';

describe('benchmark statistics', () => {
  const samples = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];

  it('takes nearest-rank percentiles of unsorted samples', () => {
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 90)).toBe(9);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
  });

  it('refuses what has no answer', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile(samples, 101)).toThrow(RangeError);
    expect(() => mean([])).toThrow(RangeError);
  });

  it('computes means and rates', () => {
    expect(mean(samples)).toBe(5.5);
    expect(perSecond(500, 250)).toBe(2000);
  });
});
