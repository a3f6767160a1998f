/** Nearest-rank percentile (p in 0..100) of unsorted samples; the sample that p% of samples are at or below. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new RangeError('percentile of no samples');
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('mean of no samples');
  return samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}

/** Operations per second, from a count and a duration in milliseconds. */
export function perSecond(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 1000) / elapsedMs : Number.POSITIVE_INFINITY;
}

/** Runs `work` and returns how long it took in milliseconds, with the monotonic clock. */
export async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
