import { median } from './median.js';

/**
 * The line most bookmakers hang on a market (spec section 9). On a tie, the line closest to the median of
 * all quoted lines wins, since it is the one the market as a whole leans to; if two tied lines are equally
 * close (e.g. 3 and 5 around 4), the lower one wins so the answer never depends on quote order.
 */
export function mostCommonLine(lines: readonly number[]): number | undefined {
  if (lines.length === 0) return undefined;
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const highest = Math.max(...counts.values());
  const center = median(lines);
  const distance = (line: number) => Math.abs(line - center);
  const tied = [...counts].filter(([, count]) => count === highest).map(([line]) => line);
  return tied.reduce((best, line) =>
    distance(line) < distance(best) || (distance(line) === distance(best) && line < best) ? line : best,
  );
}
