/** The Odds API v4 response shapes this adapter reads (fields it does not use are left out). */
export type OddsApiOutcome = { name: string; price: number; point?: number; description?: string };
export type OddsApiMarket = { key: string; last_update?: string; outcomes: OddsApiOutcome[] };
export type OddsApiBookmaker = { key: string; title: string; last_update?: string; markets: OddsApiMarket[] };

/** An event as /sports/{sport}/events lists it; /odds and /events/{id}/odds add the bookmakers. */
export type OddsApiEvent = {
  id: string;
  sport_key: string;
  sport_title?: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers?: OddsApiBookmaker[];
};

export type OddsApiScore = {
  id: string;
  sport_key: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
  last_update?: string | null;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Enough of a check to refuse a body that is not what the endpoint documents, instead of half-reading it. */
export const isEventList = (body: unknown): body is OddsApiEvent[] =>
  Array.isArray(body) &&
  body.every((item) => isObject(item) && typeof item.id === 'string' && typeof item.home_team === 'string');

export const isEvent = (body: unknown): body is OddsApiEvent =>
  isObject(body) && typeof body.id === 'string' && (body.bookmakers === undefined || Array.isArray(body.bookmakers));

export const isScoreList = (body: unknown): body is OddsApiScore[] =>
  Array.isArray(body) &&
  body.every((item) => isObject(item) && typeof item.id === 'string' && typeof item.completed === 'boolean');
