import { z } from 'zod';

/** Answers of the catalogue queries, shared by the query API and the web apps. Odds are American. */

const odds = z.number().nullable();

/** GET /api/events (spec section 3 "Event"; `period` says where a live game is: Q3, HT, 2H...). */
const ZEvent = z
  .object({
    id: z.string(),
    sport: z.string(),
    league: z.string(),
    status: z.string(),
    period: z.string().nullable(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeScore: z.number(),
    awayScore: z.number(),
    scheduledAt: z.string(),
    result: z.object({ awayScore: z.number(), homeScore: z.number() }).nullable(),
  })
  .meta({ id: 'Event' });
export type TEventDto = z.infer<typeof ZEvent>;
export const ZEvents = z.array(ZEvent);

/** GET /api/events/live-status. */
export const ZLiveStatus = z.object({ hasLiveGames: z.boolean() }).meta({ id: 'LiveStatus' });
export type TLiveStatusDto = z.infer<typeof ZLiveStatus>;

/**
 * Soccer's three-way moneyline: the Draw's price, the third selection (bet with selection 'draw'). Absent on
 * two-way markets. An addition to the spec's row.
 */
const drawOdds = odds.optional().meta({ description: "Soccer's three-way moneyline: the Draw's price." });
/**
 * The books the prices were merged from, by short code and joined with '+': 'DK+FD' when both DraftKings and
 * FanDuel quote the market (main markets: the median across the books on the chosen line; period markets and
 * team totals: their average), 'DK' when one book alone does.
 */
const bookmaker = z.string().meta({ description: "The books the prices were merged from: 'DK+FD', 'DK', 'FD'." });

/** GET /api/markets (spec section 3 "Market row"); also the shape of each option on the event page. */
const ZMarketRow = z
  .object({
    eventId: z.string(),
    marketType: z.string(),
    line: z
      .number()
      .nullable()
      .meta({ description: 'The home line for spreads, the total for totals and team totals.' }),
    awayLine: z.number().nullable(),
    homeOdds: odds,
    awayOdds: odds,
    overOdds: odds,
    underOdds: odds,
    drawOdds,
    bookmaker,
  })
  .meta({ id: 'MarketRow' });
export type TMarketRowDto = z.infer<typeof ZMarketRow>;
export const ZMarketRows = z.array(ZMarketRow);

/** GET /api/player-props (spec section 3 "Player prop"). */
const ZPlayerProp = z
  .object({
    id: z.string(),
    eventId: z.string(),
    propType: z.string(),
    playerName: z.string(),
    team: z.string().nullable().meta({ description: 'Null when the feed does not say which team the player is on.' }),
    line: z.number(),
    overOdds: odds,
    underOdds: odds,
    bookmaker: z.string(),
    books: z
      .array(z.object({ bookmaker: z.string(), line: z.number(), overOdds: z.number(), underOdds: z.number() }))
      .optional()
      .meta({ description: "Each book's own quote for this player and market, when the feed kept them." }),
    event: z.object({
      sport: z.string(),
      league: z.string(),
      status: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      scheduledAt: z.string(),
    }),
  })
  .meta({ id: 'PlayerProp' });
export type TPlayerPropDto = z.infer<typeof ZPlayerProp>;

const ZPlayerPropsFields = z.object({
  playerProps: z.array(ZPlayerProp),
  totalProps: z.number().int(),
  totalEvents: z.number().int(),
});
/** GET /api/player-props without filters: every prop of the scheduled games. */
const ZPlayerProps = ZPlayerPropsFields.meta({ id: 'PlayerProps' });

/** GET /api/player-props with filters: one page of props, the totals of every match and the count per prop type. */
const ZPlayerPropsPage = ZPlayerPropsFields.extend({
  offset: z.number().int(),
  limit: z.number().int(),
  propTypes: z.array(z.object({ propType: z.string(), count: z.number().int() })),
}).meta({ id: 'PlayerPropsPage' });
export type TPlayerPropsPageDto = z.infer<typeof ZPlayerPropsPage>;
/** GET /api/player-props: the page answer when the query filters, the whole list otherwise. */
export const ZPlayerPropsAnswer = z.union([ZPlayerPropsPage, ZPlayerProps]);

/** One option of a quarter or half card on the event page, keyed by market type. */
const ZPeriodOption = z.object({
  homeOdds: odds,
  awayOdds: odds,
  overOdds: odds,
  underOdds: odds,
  line: z.number().nullable(),
  awayLine: z.number().nullable(),
  bookmaker,
});
export type TPeriodOptionDto = z.infer<typeof ZPeriodOption>;

/** GET /api/events/:eventId/details (spec section 3 "Event details response"). */
export const ZEventDetails = z
  .object({
    event: ZEvent,
    gameProps: z.object({
      mainMarkets: z.object({
        moneyline: z.object({ awayOdds: odds, homeOdds: odds, drawOdds, bookmaker }).nullable(),
        spread: z
          .object({
            line: z.number().nullable(),
            awayLine: z.number().nullable(),
            awayOdds: odds,
            homeOdds: odds,
            bookmaker,
          })
          .nullable(),
        totals: z.object({ line: z.number().nullable(), overOdds: odds, underOdds: odds, bookmaker }).nullable(),
      }),
      quarterMarkets: z.record(z.string(), ZPeriodOption),
      halfMarkets: z.record(z.string(), ZPeriodOption),
      other: z.record(z.string(), ZPeriodOption),
    }),
    playerProps: z.array(ZPlayerProp),
  })
  .meta({ id: 'EventDetails' });
export type TEventDetailsDto = z.infer<typeof ZEventDetails>;

/** GET /api/nba/games (API-Sports shape, spec section 3 "NBA game"). */
const ZNbaTeam = z.object({ name: z.string(), nickname: z.string(), logo: z.string() });
export type TNbaTeamDto = z.infer<typeof ZNbaTeam>;

/** A team's points and its points per quarter (API-Sports sends them as strings). */
const points = z.object({ points: z.number().nullable(), linescore: z.array(z.string()) });
const ZNbaGame = z
  .object({
    id: z.string(),
    date: z.string(),
    status: z.object({ short: z.string(), long: z.string() }),
    teams: z.object({ visitors: ZNbaTeam, home: ZNbaTeam }),
    scores: z.object({ visitors: points, home: points }),
  })
  .meta({ id: 'NbaGame' });
export type TNbaGameDto = z.infer<typeof ZNbaGame>;
export const ZNbaGames = z.array(ZNbaGame);

/** GET /api/nba/odds: per game, bookmakers with bets of { value, odd } (odds as strings: '+130', '-110'). */
const ZNbaOdds = z
  .object({
    game: z.object({ id: z.string() }),
    bookmakers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        bets: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            values: z.array(z.object({ value: z.string(), odd: z.string() })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'NbaOdds' });
export type TNbaOddsDto = z.infer<typeof ZNbaOdds>;
export const ZNbaOddsList = z.array(ZNbaOdds);

/** GET /api/baseball-leagues (API-Sports shape, spec section 3 "Baseball league"). */
const ZBaseballLeague = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    logo: z.string(),
    country: z.object({ name: z.string(), flag: z.string() }),
    seasons: z.array(z.object({ season: z.number().int(), current: z.boolean() })),
  })
  .meta({ id: 'BaseballLeague' });
export type TBaseballLeagueDto = z.infer<typeof ZBaseballLeague>;
export const ZBaseballLeagues = z.array(ZBaseballLeague);
