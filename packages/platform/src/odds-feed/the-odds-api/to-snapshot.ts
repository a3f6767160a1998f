import {
  BOOKMAKERS,
  type BookmakerKey,
  type FeedGame,
  type GameMarketQuote,
  type PlayerPropQuote,
  type Sport,
} from '@sb/domain';
import type { OddsApiBookmaker, OddsApiEvent, OddsApiMarket, OddsApiScore } from './odds-api-types.js';
import { marketTypeOf } from './sport-keys.js';

const empty = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };
const ourBooks = (bookmakers: readonly OddsApiBookmaker[] = []) =>
  bookmakers.filter((book): book is OddsApiBookmaker & { key: BookmakerKey } =>
    BOOKMAKERS.includes(book.key as BookmakerKey),
  );

/** One bookmaker's market in the domain's quote shape; a soccer moneyline's 'Draw' outcome is its draw price. */
const toQuotes = (event: OddsApiEvent, bookmaker: BookmakerKey, market: OddsApiMarket): GameMarketQuote[] => {
  const marketType = marketTypeOf(market.key);
  if (!marketType) return [];
  const side = (team: string) => market.outcomes.find((outcome) => outcome.name === team);
  const named = (name: string, team?: string) =>
    market.outcomes.find((outcome) => outcome.name === name && (team === undefined || outcome.description === team));
  if (marketType === 'team_totals') {
    return (['home', 'away'] as const).flatMap((which): GameMarketQuote[] => {
      const team = which === 'home' ? event.home_team : event.away_team;
      const over = named('Over', team);
      const under = named('Under', team);
      if (!over || !under || over.point === undefined) return [];
      const prices = { overOdds: over.price, underOdds: under.price };
      return [{ ...empty, bookmaker, marketType: `team_total_${which}`, line: over.point, ...prices }];
    });
  }
  if (marketType.startsWith('totals')) {
    const over = named('Over');
    const under = named('Under');
    if (!over || !under || over.point === undefined) return [];
    return [{ ...empty, bookmaker, marketType, line: over.point, overOdds: over.price, underOdds: under.price }];
  }
  const home = side(event.home_team);
  const away = side(event.away_team);
  if (!home || !away) return [];
  if (marketType.startsWith('moneyline')) {
    const draw = named('Draw');
    const drawOdds = draw ? { drawOdds: draw.price } : {};
    return [{ ...empty, bookmaker, marketType, homeOdds: home.price, awayOdds: away.price, ...drawOdds }];
  }
  if (home.point === undefined) return [];
  const lines = { line: home.point, awayLine: away.point ?? 0 - home.point };
  return [{ ...empty, bookmaker, marketType, ...lines, homeOdds: home.price, awayOdds: away.price }];
};

export const gameQuotesOf = (event: OddsApiEvent): GameMarketQuote[] =>
  ourBooks(event.bookmakers).flatMap((book) => book.markets.flatMap((market) => toQuotes(event, book.key, market)));

const scoreOf = (score: OddsApiScore | undefined, team: string) =>
  Number.parseInt(score?.scores?.find((entry) => entry.name === team)?.score ?? '0', 10) || 0;

/**
 * A game from what /odds and /scores say about it. The Odds API reports neither the period nor box scores: a live
 * game has period null, and a final one empty period scores and player stats.
 */
export const toFeedGame = (
  sport: Sport,
  league: string,
  event: OddsApiEvent,
  score: OddsApiScore | undefined,
  quotes: GameMarketQuote[],
  now: number,
): FeedGame => {
  const started = Date.parse(event.commence_time) <= now;
  const status = score?.completed ? 'final' : score?.scores || started ? 'in_progress' : 'scheduled';
  return {
    gameId: event.id,
    sport,
    league,
    homeTeam: event.home_team,
    awayTeam: event.away_team,
    scheduledAt: new Date(event.commence_time).toISOString(),
    status,
    period: null,
    homeScore: scoreOf(score, event.home_team),
    awayScore: scoreOf(score, event.away_team),
    ...(status === 'final' ? { result: { periodScores: [], playerStats: {} } } : {}),
    quotes: status === 'final' ? [] : quotes,
  };
};

/**
 * Player props: outcomes named Over/Under (or Yes/No for scorer markets) with the player in `description`,
 * paired per book, market, player and line. One-sided quotes (alternate ladders, 'Over only') are left out.
 */
export const propQuotesOf = (event: OddsApiEvent): PlayerPropQuote[] =>
  ourBooks(event.bookmakers).flatMap((book) =>
    book.markets.flatMap((market) => {
      const pairs = new Map<string, { over?: number; under?: number; line: number; player: string }>();
      for (const outcome of market.outcomes) {
        if (!outcome.description) continue;
        const yesNo = outcome.name === 'Yes' || outcome.name === 'No';
        const line = yesNo ? 0.5 : outcome.point;
        if (line === undefined) continue;
        const key = `${outcome.description}|${line}`;
        const pair = pairs.get(key) ?? { line, player: outcome.description };
        if (outcome.name === 'Over' || outcome.name === 'Yes') pair.over = outcome.price;
        if (outcome.name === 'Under' || outcome.name === 'No') pair.under = outcome.price;
        pairs.set(key, pair);
      }
      return [...pairs.values()].flatMap(({ over, under, line, player }): PlayerPropQuote[] =>
        over === undefined || under === undefined
          ? []
          : [
              {
                bookmaker: book.key,
                propType: market.key,
                playerName: player,
                team: null,
                line,
                overOdds: over,
                underOdds: under,
              },
            ],
      );
    }),
  );
