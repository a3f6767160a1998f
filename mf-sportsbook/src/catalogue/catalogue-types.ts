/** The catalogue queries' answers, as the contracts define them for the query API and every web app. */
export type { TEventDto as SportsEvent, TMarketRowDto as MarketRow } from '@sb/contracts';

export const EVENTS_QUERY_KEY = ['/api/events'] as const;
export const MARKETS_QUERY_KEY = ['/api/markets'] as const;
