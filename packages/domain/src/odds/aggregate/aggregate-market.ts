import type { AmericanOdds } from '../american-odds.js';
import type { BookQuote } from './book-quote.js';
import { bookmakerLabel } from './bookmaker-label.js';
import { consensusOdds } from './consensus-odds.js';
import { mostCommonLine } from './most-common-line.js';

/**
 * One bookmaker's quote for a whole market: its line (none for a moneyline) and a price per outcome,
 * e.g. { home, away } or { over, under }.
 */
export type MarketQuote<Outcome extends string> = {
  bookmaker: string;
  line?: number | undefined;
  prices: Partial<Record<Outcome, AmericanOdds>>;
};

export type AggregatedMarket<Outcome extends string> = {
  line: number | undefined;
  prices: Partial<Record<Outcome, AmericanOdds>>;
  /** The books whose quotes made the prices, e.g. 'DK+FD'. */
  bookmaker: string;
};

/**
 * The feed's price for one market: keep the quotes on the most common line (prices on different lines are
 * different bets and must not be mixed), then take each outcome's consensus price across those books.
 * Undefined when no book prices any outcome.
 */
export function aggregateMarket<Outcome extends string>(
  quotes: readonly MarketQuote<Outcome>[],
): AggregatedMarket<Outcome> | undefined {
  const line = mostCommonLine(quotes.flatMap((quote) => (quote.line === undefined ? [] : [quote.line])));
  const onLine = quotes.filter((quote) => quote.line === line);
  const outcomes = [...new Set(onLine.flatMap((quote) => Object.keys(quote.prices) as Outcome[]))];

  const prices: Partial<Record<Outcome, AmericanOdds>> = {};
  const booksUsed = new Set<string>();
  for (const outcome of outcomes) {
    const consensus = consensusOdds(onLine.flatMap((quote) => quoteFor(quote, outcome)));
    if (!consensus) continue;
    prices[outcome] = consensus.odds;
    consensus.bookmakers.forEach((bookmaker) => booksUsed.add(bookmaker));
  }
  if (booksUsed.size === 0) return undefined;
  return { line, prices, bookmaker: bookmakerLabel([...booksUsed]) };
}

function quoteFor<Outcome extends string>(quote: MarketQuote<Outcome>, outcome: Outcome): BookQuote[] {
  const odds = quote.prices[outcome];
  return odds === undefined ? [] : [{ bookmaker: quote.bookmaker, odds }];
}
