import { SPORTS, type FeedGame, type FeedGameProps, type Sport } from '@sb/domain';
import { systemClock, type FeedResult, type FetchOptions, type OddsProvider } from '../odds-provider.js';
import { createOddsApiHttp, type OddsApiHttpOptions } from './odds-api-http.js';
import { isEvent, isEventList, isScoreList, type OddsApiEvent, type OddsApiScore } from './odds-api-types.js';
import { createQuotaLedger } from './quota/quota-ledger.js';
import { createCallPlanner, type PlannedCall } from './quota/call-planner.js';
import { DEFAULT_REFRESH_POLICY } from './quota/refresh-planner.js';
import { EVENT_MARKET_KEYS, SPORT_KEYS, propMarketKeys } from './sport-keys.js';
import { gameQuotesOf, propQuotesOf, toFeedGame } from './to-snapshot.js';

export type TheOddsApiOptions = OddsApiHttpOptions & {
  /** Sports to fetch (default all eight). */
  sports?: readonly Sport[];
  /** Period markets, team totals and player props are fetched per event, for events starting this soon (6 h). */
  eventWindowHours?: number;
  /** ODDS_API_DAILY_BUDGET: requests The Odds API may charge in any 24 hours (default 500). */
  dailyBudget?: number;
};

const ODDS = { regions: 'us', bookmakers: 'draftkings,fanduel', oddsFormat: 'american', dateFormat: 'iso' };
const MAIN_MARKETS = 'h2h,spreads,totals';
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

/**
 * The Odds API v4 adapter (ODDS_API_KEY): DraftKings and FanDuel, US region, American odds. Every call goes through
 * the planner (quota/): answers are kept, and a call is made again only when it is due for the games it covers and
 * fits ODDS_API_DAILY_BUDGET; otherwise its last answer is reused. An admin's refresh (`trigger: 'admin'`) makes
 * every call, or none when that would pass the budget, with the reason.
 */
export const createTheOddsApiProvider = (options: TheOddsApiOptions): OddsProvider => {
  const { sports = SPORTS, eventWindowHours = 6, clock = systemClock, dailyBudget = 500 } = options;
  const policy = { ...DEFAULT_REFRESH_POLICY, eventWindowMs: eventWindowHours * HOUR };
  const ledger = createQuotaLedger(dailyBudget);
  const http = createOddsApiHttp({
    ...options,
    onQuota: (quota, estimate) =>
      ledger.record(clock(), quota && Number.isFinite(quota.last) ? quota.last : estimate, quota),
  });
  const planner = createCallPlanner({ ledger, policy, logger: options.logger });
  const selected = (requested?: readonly Sport[]) => sports.filter((sport) => !requested || requested.includes(sport));
  const within = (event: OddsApiEvent, now: number) => {
    const start = Date.parse(event.commence_time);
    return start > now && start <= now + policy.eventWindowMs;
  };

  const get = async <Value>(call: PlannedCall, check: (b: unknown) => b is Value): Promise<Value> =>
    must(await http.get(call.path, call.params, call.estimatedCost), check, call.path);

  const leagueCalls = (key: string, league: string): PlannedCall[] => [
    {
      id: `odds:${key}`,
      kind: 'odds',
      subject: league,
      what: 'main markets',
      label: `${league} main markets`,
      path: `/v4/sports/${key}/odds`,
      params: { ...ODDS, markets: MAIN_MARKETS },
      estimatedCost: 3,
    },
    {
      id: `scores:${key}`,
      kind: 'scores',
      subject: league,
      what: 'scores',
      label: `${league} scores`,
      path: `/v4/sports/${key}/scores`,
      params: { daysFrom: '1', dateFormat: 'iso' },
      estimatedCost: 2,
    },
  ];

  const eventCall = (
    key: string,
    event: OddsApiEvent,
    kind: 'event-markets' | 'props',
    markets: readonly string[],
  ) => ({
    id: `${kind}:${event.id}`,
    kind,
    subject: `${event.away_team} at ${event.home_team}`,
    what: kind === 'props' ? 'player props' : 'period markets and team totals',
    label: `${event.away_team} at ${event.home_team} ${kind === 'props' ? 'player props' : 'period markets and team totals'}`,
    path: `/v4/sports/${key}/events/${event.id}/odds`,
    params: { ...ODDS, markets: markets.join(',') },
    estimatedCost: markets.length,
    startsAt: Date.parse(event.commence_time),
  });

  type League = { sport: Sport; key: string; league: string };
  const leaguesOf = (request?: FetchOptions): League[] =>
    selected(request?.sports).flatMap((sport) => SPORT_KEYS[sport].map((league) => ({ sport, ...league })));

  /** Every league's odds and scores in one plan (an admin's refresh fits the budget as a whole or is skipped). */
  const allGames = async (leagues: readonly League[], now: number, forced: boolean): Promise<FeedGame[]> => {
    const answers = await planner.run(
      now,
      forced,
      leagues.flatMap(({ key, league }) => leagueCalls(key, league)),
      (call) => get(call, call.kind === 'odds' ? isEventList : isScoreList),
    );
    const perLeague = leagues.map((league) => {
      const odds = (answers.get(`odds:${league.key}`) ?? []) as OddsApiEvent[];
      const scores = (answers.get(`scores:${league.key}`) ?? []) as OddsApiScore[];
      const events = new Map(scores.map((score) => [score.id, asEvent(score)]));
      odds.forEach((event) => events.set(event.id, event));
      return { ...league, events: [...events.values()], scoreById: new Map(scores.map((s) => [s.id, s])) };
    });
    const eventCalls = perLeague.flatMap(({ sport, key, events }) => {
      const markets = EVENT_MARKET_KEYS[sport];
      if (markets.length === 0) return [];
      return events
        .filter((event) => within(event, now))
        .map((event) => eventCall(key, event, 'event-markets', markets));
    });
    const extra = await planner.run(now, forced, eventCalls, (call) => get(call, isEvent), { optional: true });
    return perLeague.flatMap(({ sport, league, events, scoreById }) =>
      events.map((event) => {
        const quotes = gameQuotesOf(event);
        const more = within(event, now)
          ? (extra.get(`event-markets:${event.id}`) as OddsApiEvent | undefined)
          : undefined;
        if (more) quotes.push(...gameQuotesOf(more));
        return toFeedGame(sport, league, event, scoreById.get(event.id), quotes, now);
      }),
    );
  };

  const allProps = async (leagues: readonly League[], now: number, forced: boolean): Promise<FeedGameProps[]> => {
    const withProps = leagues.filter(({ sport }) => propMarketKeys(sport).length > 0);
    const listCalls = withProps.map(({ key, league }) => ({
      id: `events:${key}`,
      kind: 'events' as const,
      subject: league,
      what: 'games list',
      label: `${league} games list`,
      path: `/v4/sports/${key}/events`,
      params: { dateFormat: 'iso' },
      estimatedCost: 0,
    }));
    const lists = await planner.run(now, forced, listCalls, (call) => get(call, isEventList));
    const calls = withProps.flatMap(({ sport, key }) =>
      ((lists.get(`events:${key}`) ?? []) as OddsApiEvent[])
        .filter((event) => within(event, now))
        .map((event) => ({ ...eventCall(key, event, 'props', propMarketKeys(sport)), sport })),
    );
    const priced = await planner.run(now, forced, calls, (call) => get(call, isEvent), { optional: true });
    return calls.flatMap((call) => {
      const event = priced.get(call.id) as OddsApiEvent | undefined;
      return event ? [{ gameId: event.id, sport: call.sport, quotes: propQuotesOf(event) }] : [];
    });
  };

  const guarded = async <Value>(build: () => Promise<Value>): Promise<FeedResult<Value>> => {
    try {
      return { ok: true, value: await build() };
    } catch (error) {
      if (error instanceof FeedError) return { ok: false, reason: error.message };
      if (error instanceof Error && error.name === 'RefreshSkipped') return { ok: false, reason: error.message };
      throw error;
    }
  };

  const forcedBy = (request?: FetchOptions) => (request?.trigger ?? 'admin') === 'admin';

  return {
    name: 'the-odds-api',
    fetchGames: (request) =>
      guarded(async () => {
        const now = clock();
        const games = await allGames(leaguesOf(request), now, forcedBy(request));
        return { fetchedAt: new Date(now).toISOString(), games };
      }),
    fetchPlayerProps: (request) =>
      guarded(async () => {
        const now = clock();
        const games = await allProps(leaguesOf(request), now, forcedBy(request));
        return { fetchedAt: new Date(now).toISOString(), games };
      }),
    quota: () => planner.status(clock()),
  };
};
