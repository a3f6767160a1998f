import { median } from './median.js';

/** Spec section 9: quotes further than 2.5 median absolute deviations from the median are outliers. */
export const OUTLIER_THRESHOLD = 2.5;

/**
 * Keeps the items whose robust z-score |x - median| / MAD is at most the threshold, where MAD is the median
 * of the absolute deviations from the median. When MAD is 0, more than half the values sit exactly on the
 * median, so any other value is infinitely far in MAD units: only the values equal to the median are kept.
 * Never returns an empty list for a non-empty input (the median itself always survives).
 */
export function withoutOutliers<Item>(
  items: readonly Item[],
  valueOf: (item: Item) => number,
  threshold: number = OUTLIER_THRESHOLD,
): Item[] {
  if (items.length === 0) return [];
  const values = items.map(valueOf);
  const center = median(values);
  const deviation = median(values.map((value) => Math.abs(value - center)));
  if (deviation === 0) return items.filter((_, index) => values[index] === center);
  return items.filter((_, index) => Math.abs((values[index] as number) - center) / deviation <= threshold);
}
