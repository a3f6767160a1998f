import { isAmericanOdds, type AmericanOdds } from '../odds/american-odds.js';
import {
  aggregateMarket,
  averageOfTwoBooks,
  bookmakerLabel,
  type AggregatedMarket,
  type MarketQuote as BookMarketQuote,
} from '../odds/aggregate/index.js';
import type { GameMarketQuote } from './feed-snapshot.js';
import { chooseLine, onChosenLine } from './line-choice.js';
import { MAIN_MARKET_TYPES, MARKET_TYPES, marketShape, type MarketType, type PricedMarket } from './market.js';

type Outcome = 'home' | 'away' | 'over' | 'under' | 'draw';

const price = (value: number | null): AmericanOdds | undefined => (isAmericanOdds(value) ? value : undefined);

const toBookQuote = (quote: GameMarketQuote): BookMarketQuote<Outcome> => {
  const prices: Partial<Record<Outcome, AmericanOdds | undefined>> =
    marketShape(quote.marketType) === 'total'
      ? { over: price(quote.overOdds), under: price(quote.underOdds) }
      : { home: price(quote.homeOdds), away: price(quote.awayOdds), draw: price(quote.drawOdds ?? null) };
  const defined = Object.fromEntries(Object.entries(prices).filter(([, odds]) => odds !== undefined));
  return { bookmaker: quote.bookmaker, line: quote.line ?? undefined, prices: defined };
};

/**
 * Period markets and team totals ("game props", spec section 9) average the two books on the chosen line
 * (line-choice.ts); the main markets use the outlier-filtered median across the books on that line.
 */
const twoBookMarket = (quotes: readonly BookMarketQuote<Outcome>[]): AggregatedMarket<Outcome> | undefined => {
  const line = chooseLine(quotes);
  const onLine = quotes.filter((quote) => quote.line === line);
  const prices: Partial<Record<Outcome, AmericanOdds>> = {};
  const books = new Set<string>();
  for (const outcome of ['home', 'away', 'over', 'under', 'draw'] as const) {
    const [first, second] = onLine.flatMap((quote) => {
      const odds = quote.prices[outcome];
      return odds === undefined ? [] : [{ bookmaker: quote.bookmaker, odds }];
    });
    const average = averageOfTwoBooks(first, second);
    if (!average) continue;
    prices[outcome] = average.odds;
    average.bookmakers.forEach((book) => books.add(book));
  }
  return books.size === 0 ? undefined : { line, prices, bookmaker: bookmakerLabel([...books]) };
};

const isMain = (marketType: MarketType) => (MAIN_MARKET_TYPES as readonly string[]).includes(marketType);

/** A row needs both sides of its market and, except for a moneyline, a line. */
const toRow = (marketType: MarketType, market: AggregatedMarket<Outcome>): PricedMarket | undefined => {
  const { line, prices, bookmaker } = market;
  const shape = marketShape(marketType);
  const empty = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };
  if (shape === 'total') {
    if (line === undefined || !prices.over || !prices.under) return undefined;
    return { marketType, ...empty, line, overOdds: prices.over, underOdds: prices.under, bookmaker };
  }
  if (!prices.home || !prices.away) return undefined;
  if (shape === 'moneyline') {
    // A three-way market (soccer) offers the draw as its third selection.
    const draw = prices.draw ? { drawOdds: prices.draw } : {};
    return { marketType, ...empty, homeOdds: prices.home, awayOdds: prices.away, ...draw, bookmaker };
  }
  if (line === undefined) return undefined;
  // `0 - line` keeps a pick'em spread at 0 instead of -0, which would serialise the same but compare oddly.
  return { marketType, ...empty, line, awayLine: 0 - line, homeOdds: prices.home, awayOdds: prices.away, bookmaker };
};

/** The priced board of a game from per-book quotes, in board order (MARKET_TYPES); unpriceable markets are left out. */
export const priceMarkets = (quotes: readonly GameMarketQuote[]): PricedMarket[] =>
  MARKET_TYPES.flatMap((marketType) => {
    const ofType = quotes.filter((quote) => quote.marketType === marketType).map(toBookQuote);
    if (ofType.length === 0) return [];
    const market = isMain(marketType) ? aggregateMarket(onChosenLine(ofType)) : twoBookMarket(ofType);
    const row = market && toRow(marketType, market);
    return row ? [row] : [];
  });
