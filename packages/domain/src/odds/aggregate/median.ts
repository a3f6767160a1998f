/** The middle value, or the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of no values is undefined');
  const sorted = [...values].sort((left, right) => left - right);
  const upper = Math.floor(sorted.length / 2);
  const high = sorted[upper] as number;
  return sorted.length % 2 === 1 ? high : ((sorted[upper - 1] as number) + high) / 2;
}
