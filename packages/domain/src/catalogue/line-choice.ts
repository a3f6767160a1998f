import type { AmericanOdds } from '../odds/american-odds.js';
import { impliedProbability, median, type MarketQuote } from '../odds/aggregate/index.js';

/**
 * Which line the book hangs when its bookmakers hang different ones (spec section 9 says "the most common line";
 * it names no tie-break, so this is the rule, tested in line-choice.unit.spec.ts):
 *
 * 1. The line the most books quote.
 * 2. On a tie (typically DraftKings on one line and FanDuel on another): the line whose two prices are the most
 *    balanced, i.e. the smallest gap between the implied probabilities of its two sides (averaged over the books on
 *    that line). Reason: a bookmaker prices the line it believes splits the outcome in half near even money on both
 *    sides, and shades the price when its line is off that middle. The balanced line is the bookmakers' own best
 *    estimate of the middle, so the bettor gets the fairest bet and the book the least one-sided exposure; the
 *    other book's line is in effect an alternate line, and its prices cannot be mixed in (another line is another
 *    bet), so the market is priced from the books on the chosen line alone.
 * 3. Still tied (prices equally balanced, or a side missing): the line nearest the median of all quoted lines,
 *    then the lower line, so the answer never depends on the order the quotes came in.
 *
 * Quotes without a line (moneylines) have nothing to choose: the answer is undefined.
 */
export function chooseLine<Outcome extends string>(quotes: readonly MarketQuote<Outcome>[]): number | undefined {
  const lines = quotes.flatMap((quote) => (quote.line === undefined ? [] : [quote.line]));
  if (lines.length === 0) return undefined;
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const highest = Math.max(...counts.values());
  const tied = [...counts].filter(([, count]) => count === highest).map(([line]) => line);
  const center = median(lines);
  const rank = (line: number) => ({
    imbalance: imbalanceOf(quotes.filter((quote) => quote.line === line)),
    distance: Math.abs(line - center),
  });
  return tied.reduce((best, line) => (isBetter(rank(line), line, rank(best), best) ? line : best));
}

type Rank = { imbalance: number; distance: number };

const isBetter = (candidate: Rank, line: number, current: Rank, best: number) => {
  if (candidate.imbalance !== current.imbalance) return candidate.imbalance < current.imbalance;
  if (candidate.distance !== current.distance) return candidate.distance < current.distance;
  return line < best;
};

/** Balance is compared to 1/1000 of probability: closer than that is "equally balanced". */
const PRECISION = 1000;

/** The mean gap between the two sides' implied probabilities; Infinity when no book on the line prices both. */
const imbalanceOf = <Outcome extends string>(quotes: readonly MarketQuote<Outcome>[]) => {
  const gaps = quotes.flatMap((quote) => {
    const prices = Object.values<AmericanOdds | undefined>(quote.prices).filter((odds) => odds !== undefined);
    const [first, second] = prices;
    if (prices.length !== 2 || first === undefined || second === undefined) return [];
    return [Math.abs(impliedProbability(first) - impliedProbability(second))];
  });
  if (gaps.length === 0) return Number.POSITIVE_INFINITY;
  return Math.round((gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length) * PRECISION) / PRECISION;
};

/** The quotes on the chosen line (all of them for a market without lines). */
export const onChosenLine = <Outcome extends string>(quotes: readonly MarketQuote<Outcome>[]) => {
  const line = chooseLine(quotes);
  return quotes.filter((quote) => quote.line === line);
};
