import type { GameState, PeriodScore, PricedMarket, PricedProp } from '@sb/domain';

/** `games`: one document per listed game, its state without the box score (settlement reads the log). */
export type GameDocument = Omit<GameState, 'gameId' | 'result'> & {
  id: string;
  result: { homeScore: number; awayScore: number; periodScores: PeriodScore[] } | null;
};

/** `markets`: the current priced board of one game. */
export type MarketsDocument = { id: string; markets: PricedMarket[] };

/** `props`: the current priced player props of one game. */
export type PropsDocument = { id: string; props: PricedProp[] };

/**
 * `catalogue_versions`: the log position of the last change to each list. The query API keys its
 * serialised snapshots and ETags on these, so an ETag changes only when the data does.
 */
export type CatalogueVersions = { id: 'catalogue'; games: number; markets: number; props: number };

export const GAMES = 'games';
export const MARKETS = 'markets';
export const PROPS = 'props';
export const CATALOGUE_VERSIONS = 'catalogue_versions';
