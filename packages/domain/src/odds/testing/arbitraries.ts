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

/** An array together with the same elements in another order, for order-independence properties. */
export function withShuffled<T>(items: fc.Arbitrary<T[]>): fc.Arbitrary<[T[], T[]]> {
  return items.chain((values) =>
    fc.tuple(fc.constant(values), fc.shuffledSubarray(values, { minLength: values.length })),
  );
}

/** Narrows an optional result in a test, failing loudly instead of asserting non-null. */
export function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Expected a value, got undefined');
  return value;
}
