import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanOdds } from '../american-odds.js';
import { anyAmericanOdds } from '../testing/arbitraries.js';
import { americanFromProbability, impliedProbability } from './implied-probability.js';

describe('impliedProbability', () => {
  it.each([
    [-110, 110 / 210],
    [150, 0.4],
    [100, 0.5],
    [-100, 0.5],
    [-300, 0.75],
  ])('of %i is %d', (odds, expected) => {
    expect(impliedProbability(americanOdds(odds))).toBeCloseTo(expected, 12);
  });
});

describe('americanFromProbability', () => {
  it.each([
    [0.5, 100],
    [0.4, 150],
    [0.75, -300],
    [0.5 + 1e-15, 100],
  ])('of %d is %i', (probability, expected) => {
    expect(americanFromProbability(probability)).toBe(expected);
  });

  it.each([0, 1, -0.1, 1.5, Number.NaN])('refuses %d', (probability) => {
    expect(() => americanFromProbability(probability)).toThrow(RangeError);
  });

  it('gives back every valid price (even money as +100)', () => {
    fc.assert(
      fc.property(anyAmericanOdds, (odds) => {
        expect(americanFromProbability(impliedProbability(odds))).toBe(odds === -100 ? 100 : odds);
      }),
    );
  });
});
