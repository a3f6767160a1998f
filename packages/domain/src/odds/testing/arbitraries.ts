import fc from 'fast-check';
import { americanOdds, type AmericanOdds } from '../american-odds.js';

/** Every valid American price in [-100000, -100] ∪ [100, 100000]. */
export const anyAmericanOdds: fc.Arbitrary<AmericanOdds> = fc
  .oneof(fc.integer({ min: -100000, max: -100 }), fc.integer({ min: 100, max: 100000 }))
  .map(americanOdds);

/** Prices a real book would hang on a leg, so parlays of several legs stay within realistic amounts. */
export const typicalAmericanOdds: fc.Arbitrary<AmericanOdds> = fc
  .oneof(fc.integer({ min: -2000, max: -100 }), fc.integer({ min: 100, max: 2000 }))
  .map(americanOdds);
