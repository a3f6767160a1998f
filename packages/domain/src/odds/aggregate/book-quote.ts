import type { AmericanOdds } from '../american-odds.js';

/** One bookmaker's price for one outcome. */
export type BookQuote = { bookmaker: string; odds: AmericanOdds };

/** An aggregated price and the bookmakers whose quotes it was made from. */
export type ConsensusPrice = { odds: AmericanOdds; bookmakers: string[] };
