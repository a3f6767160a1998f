import { SPORTS, type FeedGame, type FeedGameProps, type Sport } from '@sb/domain';
import { systemClock, type FeedResult, type OddsProvider } from '../odds-provider.js';
import { createOddsApiHttp, type OddsApiHttpOptions } from './odds-api-http.js';
import { isEvent, isEventList, isScoreList, type OddsApiEvent, type OddsApiScore } from './odds-api-types.js';
import { EVENT_MARKET_KEYS, SPORT_KEYS, propMarketKeys } from './sport-keys.js';
import { gameQuotesOf, propQuotesOf, toFeedGame } from './to-snapshot.js';

export type TheOddsApiOptions = OddsApiHttpOptions & {
  /** Sports to fetch (default all eight). */
  sports?: readonly Sport[];
  /** Period markets, team totals and player props are fetched per event, for events starting this soon (48 h). */
  eventWindowHours?: number;
};

const ODDS = { regions: 'us', bookmakers: 'draftkings,fanduel', oddsFormat: 'american', dateFormat: 'iso' };
const HOUR = 3_600_000;

class FeedError extends Error {}
/** Unwraps a call or aborts the whole fetch: a snapshot is complete or it is not returned at all. */
const must = <Value>(
  result: { ok: true; body: unknown } | { ok: false; reason: string },
  check: (b: unknown) => b is Value,
  what: string,
) => {
  if (!result.ok) throw new FeedError(result.reason);
  if (!check(result.body)) throw new FeedError(`The Odds API sent an unexpected body for ${what}`);
  return result.body;
};

const asEvent = (score: OddsApiScore): OddsApiEvent => ({ ...score, bookmakers: [] });

/** The Odds API v4 adapter (ODDS_API_KEY): DraftKings and FanDuel, US region, American odds. */
export const createTheOddsApiProvider = (options: TheOddsApiOptions): OddsProvider => {
  const { sports = SPORTS, eventWindowHours = 48, clock = systemClock } = options;
  const http = createOddsApiHttp(options);
  const within = (event: OddsApiEvent, now: number) => {
    const start = Date.parse(event.commence_time);
    return start > now && start <= now + eventWindowHours * HOUR;
  };
  const selected = (requested?: readonly Sport[]) => sports.filter((sport) => !requested || requested.includes(sport));

  const gamesOf = async (sport: Sport, key: string, league: string, now: number): Promise<FeedGame[]> => {
    const odds = must(
      await http.get(`/v4/sports/${key}/odds`, { ...ODDS, markets: 'h2h,spreads,totals' }),
      isEventList,
      `${key} odds`,
    );
    const scores = must(
      await http.get(`/v4/sports/${key}/scores`, { daysFrom: '1', dateFormat: 'iso' }),
      isScoreList,
      `${key} scores`,
    );
    const scoreById = new Map(scores.map((score) => [score.id, score]));
    const events = new Map(scores.map((score) => [score.id, asEvent(score)]));
    odds.forEach((event) => events.set(event.id, event));
    const games: FeedGame[] = [];
    for (const event of events.values()) {
      const quotes = gameQuotesOf(event);
      const eventMarkets = EVENT_MARKET_KEYS[sport];
      if (eventMarkets.length > 0 && within(event, now)) {
        const path = `/v4/sports/${key}/events/${event.id}/odds`;
        quotes.push(
          ...gameQuotesOf(must(await http.get(path, { ...ODDS, markets: eventMarkets.join(',') }), isEvent, path)),
        );
      }
      games.push(toFeedGame(sport, league, event, scoreById.get(event.id), quotes, now));
    }
    return games;
  };

  const propsOf = async (sport: Sport, key: string, now: number): Promise<FeedGameProps[]> => {
    const markets = propMarketKeys(sport);
    if (markets.length === 0) return [];
    const events = must(
      await http.get(`/v4/sports/${key}/events`, { dateFormat: 'iso' }),
      isEventList,
      `${key} events`,
    );
    const games: FeedGameProps[] = [];
    for (const event of events.filter((candidate) => within(candidate, now))) {
      const path = `/v4/sports/${key}/events/${event.id}/odds`;
      const priced = must(await http.get(path, { ...ODDS, markets: markets.join(',') }), isEvent, path);
      games.push({ gameId: event.id, sport, quotes: propQuotesOf(priced) });
    }
    return games;
  };

  const guarded = async <Value>(build: () => Promise<Value>): Promise<FeedResult<Value>> => {
    try {
      return { ok: true, value: await build() };
    } catch (error) {
      if (error instanceof FeedError) return { ok: false, reason: error.message };
      throw error;
    }
  };

  return {
    name: 'the-odds-api',
    fetchGames: (request) =>
      guarded(async () => {
        const now = clock();
        const games: FeedGame[] = [];
        for (const sport of selected(request?.sports)) {
          for (const { key, league } of SPORT_KEYS[sport]) games.push(...(await gamesOf(sport, key, league, now)));
        }
        return { fetchedAt: new Date(now).toISOString(), games };
      }),
    fetchPlayerProps: (request) =>
      guarded(async () => {
        const now = clock();
        const games: FeedGameProps[] = [];
        for (const sport of selected(request?.sports)) {
          for (const { key } of SPORT_KEYS[sport]) games.push(...(await propsOf(sport, key, now)));
        }
        return { fetchedAt: new Date(now).toISOString(), games };
      }),
  };
};
