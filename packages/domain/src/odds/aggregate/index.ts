export { aggregateMarket, type AggregatedMarket, type MarketQuote } from './aggregate-market.js';
export type { BookQuote, ConsensusPrice } from './book-quote.js';
export { bookmakerCode, bookmakerLabel } from './bookmaker-label.js';
export { consensusOdds } from './consensus-odds.js';
export { americanFromProbability, impliedProbability } from './implied-probability.js';
export { median } from './median.js';
export { mostCommonLine } from './most-common-line.js';
export { OUTLIER_THRESHOLD, withoutOutliers } from './outlier-filter.js';
export { averageOfTwoBooks } from './two-book-average.js';
