import { isAmericanOdds, type AmericanOdds } from '../odds/american-odds.js';
import { aggregateMarket, bookmakerCode, type MarketQuote as BookMarketQuote } from '../odds/aggregate/index.js';
import { BOOKMAKERS, type PlayerPropQuote } from './feed-snapshot.js';
import { onChosenLine } from './line-choice.js';
import { matchInitials, playerIdentity, playerNameKey } from './player-identity.js';
import { playerPropId, type PricedProp, type PropBookQuote } from './player-prop.js';

const toBookQuote = (quote: PlayerPropQuote): BookMarketQuote<'over' | 'under'> => {
  const prices: Partial<Record<'over' | 'under', AmericanOdds>> = {};
  if (isAmericanOdds(quote.overOdds)) prices.over = quote.overOdds;
  if (isAmericanOdds(quote.underOdds)) prices.under = quote.underOdds;
  return { bookmaker: quote.bookmaker, line: Number.isFinite(quote.line) ? quote.line : undefined, prices };
};

/** The spelling shown for a player quoted several ways: the fullest ('Cameron Johnson', 'Bruce Brown Jr'). */
const displayName = (names: readonly string[]) =>
  [...new Set(names)].sort((left, right) => right.length - left.length || (left < right ? -1 : 1))[0] ?? '';

/** The key of each quote's player (player-identity.ts), initials joined to the one full name they fit. */
const playerKeysOf = (quotes: readonly PlayerPropQuote[]) => {
  const keys = quotes.map((quote) => playerNameKey(quote.playerName));
  const resolved = matchInitials(keys);
  return keys.map((key) => resolved.get(key) ?? key);
};

/** A team splits a key only when the sources name two different teams for it (two players, one name). */
const teamPartOf = (quotes: readonly PlayerPropQuote[], keys: readonly string[]) => {
  const teams = new Map<string, Set<string>>();
  quotes.forEach((quote, index) => {
    const key = keys[index] ?? '';
    if (quote.team !== null) teams.set(key, (teams.get(key) ?? new Set()).add(quote.team));
  });
  return (quote: PlayerPropQuote, key: string) => ((teams.get(key)?.size ?? 0) > 1 ? quote.team : null);
};

const bookQuotesOf = (group: readonly PlayerPropQuote[]): PropBookQuote[] =>
  BOOKMAKERS.flatMap((book) =>
    group.flatMap((quote) =>
      quote.bookmaker === book && isAmericanOdds(quote.overOdds) && isAmericanOdds(quote.underOdds)
        ? [{ bookmaker: bookmakerCode(book), line: quote.line, overOdds: quote.overOdds, underOdds: quote.underOdds }]
        : [],
    ),
  );

/**
 * One priced prop per player and market: quotes grouped by player identity (the event, the team when named, the
 * name's normal form), the line chosen by line-choice.ts, then each side's outlier-filtered median (odds/aggregate)
 * over the books on that line. Every book's own quote is kept in `books`. Sorted by id so that an unchanged list
 * serialises identically.
 */
export const priceProps = (gameId: string, quotes: readonly PlayerPropQuote[]): PricedProp[] => {
  const keys = playerKeysOf(quotes);
  const teamPart = teamPartOf(quotes, keys);
  const byProp = new Map<string, { key: string; team: string | null; quotes: PlayerPropQuote[] }>();
  quotes.forEach((quote, index) => {
    const key = keys[index] ?? '';
    const team = teamPart(quote, key);
    const identity = `${playerIdentity(gameId, team, key)}|${quote.propType}`;
    const group = byProp.get(identity) ?? { key, team, quotes: [] };
    group.quotes.push(quote);
    byProp.set(identity, group);
  });
  const priced = [...byProp.values()].flatMap(({ key, team: splitTeam, quotes: group }): PricedProp[] => {
    const market = aggregateMarket(onChosenLine(group.map(toBookQuote)));
    const first = group[0];
    if (!market || !first || market.line === undefined || !market.prices.over || !market.prices.under) return [];
    const team = group.find((quote) => quote.team !== null)?.team ?? null;
    return [
      {
        id: playerPropId(gameId, splitTeam === null ? key : `${key} ${splitTeam}`, first.propType),
        propType: first.propType,
        playerName: displayName(group.map((quote) => quote.playerName)),
        team,
        line: market.line,
        overOdds: market.prices.over,
        underOdds: market.prices.under,
        bookmaker: market.bookmaker,
        books: bookQuotesOf(group),
      },
    ];
  });
  return priced.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
};
