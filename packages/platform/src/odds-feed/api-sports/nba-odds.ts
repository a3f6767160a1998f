import { formatOdds, type AmericanOdds, type PricedMarket } from '@sb/domain';

/** The spec's API-Sports NBA odds: game.id and bookmakers[].bets[] of { name, values[{ value, odd }] }. */
export type ApiSportsNbaOdds = {
  game: { id: string };
  bookmakers: {
    id: number;
    name: string;
    bets: { id: number; name: string; values: { value: string; odd: string }[] }[];
  }[];
};

const odd = (odds: AmericanOdds | null) => (odds === null ? undefined : formatOdds(odds));
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

const betOf = (market: PricedMarket) => {
  const values = (pairs: [string, AmericanOdds | null][]) =>
    pairs.flatMap(([value, odds]) => (odd(odds) === undefined ? [] : [{ value, odd: odd(odds) as string }]));
  switch (market.marketType) {
    case 'moneyline':
      return {
        id: 1,
        name: 'Home/Away',
        values: values([
          ['Home', market.homeOdds],
          ['Away', market.awayOdds],
        ]),
      };
    case 'spread':
      return market.line === null || market.awayLine === null
        ? undefined
        : {
            id: 3,
            name: 'Asian Handicap',
            values: values([
              [`Home ${signed(market.line)}`, market.homeOdds],
              [`Away ${signed(market.awayLine)}`, market.awayOdds],
            ]),
          };
    case 'totals':
      return market.line === null
        ? undefined
        : {
            id: 4,
            name: 'Over/Under',
            values: values([
              [`Over ${market.line}`, market.overOdds],
              [`Under ${market.line}`, market.underOdds],
            ]),
          };
    default:
      return undefined;
  }
};

/**
 * A game's priced main markets in the API-Sports odds shape, one bookmaker entry per label ('DK+FD', 'DK', 'FD').
 * Odds stay American ('+130', '-110') as everywhere in the product, written as API-Sports writes odds: strings.
 */
export const toApiSportsNbaOdds = (gameId: string, markets: readonly PricedMarket[]): ApiSportsNbaOdds => {
  const labels = [...new Set(markets.map((market) => market.bookmaker))];
  const bookmakers = labels.map((name, index) => ({
    id: index + 1,
    name,
    bets: markets.filter((market) => market.bookmaker === name).flatMap((market) => betOf(market) ?? []),
  }));
  return { game: { id: gameId }, bookmakers: bookmakers.filter((bookmaker) => bookmaker.bets.length > 0) };
};
