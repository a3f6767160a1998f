/** Answers of the catalogue queries, shared by the query API and the web apps. Odds are American. */

/** GET /api/events (spec section 3 "Event"; `period` says where a live game is: Q3, HT, 2H...). */
export type TEventDto = {
  id: string;
  sport: string;
  league: string;
  status: string;
  period: string | null;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  scheduledAt: string;
  result: { awayScore: number; homeScore: number } | null;
};

/** GET /api/markets (spec section 3 "Market row"); also the shape of each option on the event page. */
export type TMarketRowDto = {
  eventId: string;
  marketType: string;
  /** The home line for spreads, the total for totals and team totals. */
  line: number | null;
  awayLine: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
  /**
   * Soccer's three-way moneyline: the Draw's price, the third selection (bet with selection 'draw'). Absent on
   * two-way markets. An addition to the spec's row.
   */
  drawOdds?: number | null;
  /**
   * The books the prices were merged from, by short code and joined with '+': 'DK+FD' when both DraftKings and
   * FanDuel quote the market (main markets: the median across the books on the chosen line; period markets and
   * team totals: their average), 'DK' when one book alone does.
   */
  bookmaker: string;
};

/** GET /api/player-props (spec section 3 "Player prop"). */
export type TPlayerPropDto = {
  id: string;
  eventId: string;
  propType: string;
  playerName: string;
  team: string;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  bookmaker: string;
  event: { sport: string; league: string; status: string; homeTeam: string; awayTeam: string; scheduledAt: string };
};

type TPlayerPropsDto = { playerProps: TPlayerPropDto[]; totalProps: number; totalEvents: number };

/** GET /api/player-props with filters: one page of props, the totals of every match and the count per prop type. */
export type TPlayerPropsPageDto = TPlayerPropsDto & {
  offset: number;
  limit: number;
  propTypes: { propType: string; count: number }[];
};

/** GET /api/nba/games (API-Sports shape, spec section 3 "NBA game"). */
export type TNbaTeamDto = { name: string; nickname: string; logo: string };

export type TNbaGameDto = {
  id: string;
  date: string;
  status: { short: string; long: string };
  teams: { visitors: TNbaTeamDto; home: TNbaTeamDto };
  scores: { visitors: { points: number | null }; home: { points: number | null } };
};

/** GET /api/nba/odds: per game, bookmakers with bets of { value, odd } (odds as strings: '+130', '-110'). */
export type TNbaOddsDto = {
  game: { id: string };
  bookmakers: {
    id: number;
    name: string;
    bets: { id: number; name: string; values: { value: string; odd: string }[] }[];
  }[];
};
