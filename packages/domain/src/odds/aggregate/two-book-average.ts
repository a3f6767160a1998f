import type { BookQuote, ConsensusPrice } from './book-quote.js';
import { americanFromProbability, impliedProbability } from './implied-probability.js';

/**
 * Game props are priced from two books (DraftKings and FanDuel): the average of both when both quote,
 * otherwise the one that does (spec section 9). The average is taken over implied probabilities, so
 * -105 and +105 average to +100 instead of to a meaningless 0.
 */
export function averageOfTwoBooks(
  first: BookQuote | undefined,
  second: BookQuote | undefined,
): ConsensusPrice | undefined {
  const quotes = [first, second].filter((quote): quote is BookQuote => quote !== undefined);
  if (quotes.length === 0) return undefined;
  const meanProbability = quotes.reduce((sum, quote) => sum + impliedProbability(quote.odds), 0) / quotes.length;
  return { odds: americanFromProbability(meanProbability), bookmakers: quotes.map((quote) => quote.bookmaker) };
}
