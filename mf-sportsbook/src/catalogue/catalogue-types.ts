/** GET /api/events (spec section 3 "Event"; `period` says where a live game is: Q3, HT, 2H...). */
export type SportsEvent = {
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
export type MarketRow = {
  eventId: string;
  marketType: string;
  /** The home line for spreads, the total for totals and team totals. */
  line: number | null;
  awayLine: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
  bookmaker: string;
};

export const EVENTS_QUERY_KEY = ['/api/events'] as const;
export const MARKETS_QUERY_KEY = ['/api/markets'] as const;
