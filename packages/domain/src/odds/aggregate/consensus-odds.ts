import type { BookQuote, ConsensusPrice } from './book-quote.js';
import { americanFromProbability, impliedProbability } from './implied-probability.js';
import { median } from './median.js';
import { withoutOutliers } from './outlier-filter.js';

/**
 * The price of one outcome across bookmakers (spec section 9): drop outliers with the median-deviation test,
 * then take the median of what is left, both in implied-probability space. Returns the books that survived
 * so the market can be labelled with them; undefined when nobody quotes the outcome.
 */
export function consensusOdds(quotes: readonly BookQuote[]): ConsensusPrice | undefined {
  if (quotes.length === 0) return undefined;
  const kept = withoutOutliers(quotes, (quote) => impliedProbability(quote.odds));
  const probability = median(kept.map((quote) => impliedProbability(quote.odds)));
  return { odds: americanFromProbability(probability), bookmakers: kept.map((quote) => quote.bookmaker) };
}
