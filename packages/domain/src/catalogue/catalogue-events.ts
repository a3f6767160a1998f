import type { DomainEvent } from '../shared/decider.js';
import type { PricedMarket } from './market.js';
import type { PricedProp } from './player-prop.js';
import type { Sport } from './sport.js';

/**
 * The catalogue lives in three streams per game: `game-<id>` (schedule, status, scores, result), `odds-<id>`
 * (priced market snapshots) and `props-<id>` (priced player props). Only the feed ingester appends to them.
 */
export const gameStreamId = (gameId: string) => `game-${gameId}`;
export const oddsStreamId = (gameId: string) => `odds-${gameId}`;
export const propsStreamId = (gameId: string) => `props-${gameId}`;

/** Schema version written in `metadata.schema` for every catalogue event. */
export const CATALOGUE_SCHEMA_VERSION = 1;

/**
 * 'in_progress' is the one live status (the sportsbook's Live Now section and live dot look for it); where the game
 * is (Q3, HT, 2H, inning 7, R2) is the separate `period`.
 */
export type GameStatus = 'scheduled' | 'in_progress' | 'final' | 'postponed' | 'cancelled';

export type RosterPlayer = { name: string; team: string; position: string };
export type PeriodScore = { period: string; home: number; away: number };
/** player name -> stat key (see prop-markets.ts) -> value. */
export type PlayerStats = Record<string, Record<string, number>>;

export type GameScheduled = DomainEvent<
  'GameScheduled',
  {
    gameId: string;
    sport: Sport;
    league: string;
    homeTeam: string;
    awayTeam: string;
    /** ISO-8601. */
    scheduledAt: string;
    /** The players the book may price props for, when the source knows them. */
    players?: RosterPlayer[];
  }
>;
export type GameRescheduled = DomainEvent<'GameRescheduled', { gameId: string; scheduledAt: string }>;
/** The game went live, moved to another period, or (after a postponement) is scheduled again. */
export type GameStatusChanged = DomainEvent<
  'GameStatusChanged',
  { gameId: string; status: 'scheduled' | 'in_progress'; period: string | null; homeScore: number; awayScore: number }
>;
/** A score change inside the current period. */
export type GameScoreChanged = DomainEvent<
  'GameScoreChanged',
  { gameId: string; homeScore: number; awayScore: number }
>;
export type GameFinished = DomainEvent<
  'GameFinished',
  { gameId: string; homeScore: number; awayScore: number; periodScores: PeriodScore[]; playerStats: PlayerStats }
>;
export type GamePostponed = DomainEvent<'GamePostponed', { gameId: string }>;
export type GameCancelled = DomainEvent<'GameCancelled', { gameId: string }>;
/** The source stopped listing a game that had not finished; bets on it cannot be settled from the feed. */
export type GameRemoved = DomainEvent<'GameRemoved', { gameId: string }>;

export type GameEvent =
  | GameScheduled
  | GameRescheduled
  | GameStatusChanged
  | GameScoreChanged
  | GameFinished
  | GamePostponed
  | GameCancelled
  | GameRemoved;

/** The complete priced board of a game; an empty list means its markets were withdrawn. */
export type OddsPriced = DomainEvent<'OddsPriced', { gameId: string; markets: PricedMarket[] }>;
/** The complete list of priced props of a game; an empty list means its props were withdrawn. */
export type PropsPriced = DomainEvent<'PropsPriced', { gameId: string; props: PricedProp[] }>;

export type CatalogueEvent = GameEvent | OddsPriced | PropsPriced;

export const GAME_EVENT_TYPES: readonly GameEvent['type'][] = [
  'GameScheduled',
  'GameRescheduled',
  'GameStatusChanged',
  'GameScoreChanged',
  'GameFinished',
  'GamePostponed',
  'GameCancelled',
  'GameRemoved',
];

export const isGameEvent = (event: { type: string }): event is GameEvent =>
  (GAME_EVENT_TYPES as readonly string[]).includes(event.type);
