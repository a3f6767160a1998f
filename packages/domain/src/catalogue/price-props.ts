import { isAmericanOdds, type AmericanOdds } from '../odds/american-odds.js';
import { aggregateMarket, type MarketQuote as BookMarketQuote } from '../odds/aggregate/index.js';
import type { PlayerPropQuote } from './feed-snapshot.js';
import { playerPropId, type PricedProp } from './player-prop.js';

const toBookQuote = (quote: PlayerPropQuote): BookMarketQuote<'over' | 'under'> => {
  const prices: Partial<Record<'over' | 'under', AmericanOdds>> = {};
  if (isAmericanOdds(quote.overOdds)) prices.over = quote.overOdds;
  if (isAmericanOdds(quote.underOdds)) prices.under = quote.underOdds;
  return { bookmaker: quote.bookmaker, line: Number.isFinite(quote.line) ? quote.line : undefined, prices };
};

/**
 * One priced prop per player and market: the most common line across books, then each side's outlier-filtered
 * median (odds/aggregate). Sorted by id so that an unchanged list serialises identically.
 */
export const priceProps = (gameId: string, quotes: readonly PlayerPropQuote[]): PricedProp[] => {
  const byProp = new Map<string, PlayerPropQuote[]>();
  for (const quote of quotes) {
    const id = playerPropId(gameId, quote.playerName, quote.propType);
    byProp.set(id, [...(byProp.get(id) ?? []), quote]);
  }
  const priced = [...byProp].flatMap(([id, group]): PricedProp[] => {
    const market = aggregateMarket(group.map(toBookQuote));
    const first = group[0];
    if (!market || !first || market.line === undefined || !market.prices.over || !market.prices.under) return [];
    const team = group.find((quote) => quote.team !== null)?.team ?? null;
    return [
      {
        id,
        propType: first.propType,
        playerName: first.playerName,
        team,
        line: market.line,
        overOdds: market.prices.over,
        underOdds: market.prices.under,
        bookmaker: market.bookmaker,
      },
    ];
  });
  return priced.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
};
