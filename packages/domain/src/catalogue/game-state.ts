import { unreachable } from '../shared/decider.js';
import type { GameEvent, GameStatus, PeriodScore, PlayerStats, RosterPlayer } from './catalogue-events.js';
import type { Sport } from './sport.js';

export type GameResult = {
  homeScore: number;
  awayScore: number;
  periodScores: PeriodScore[];
  playerStats: PlayerStats;
};

/** A game as its `game-<id>` stream says it is. */
export type GameState = {
  gameId: string;
  sport: Sport;
  league: string;
  homeTeam: string;
  awayTeam: string;
  scheduledAt: string;
  players: RosterPlayer[];
  status: GameStatus;
  period: string | null;
  homeScore: number;
  awayScore: number;
  result: GameResult | null;
  removed: boolean;
};

/** Final and cancelled games take no further updates; a postponed one may be scheduled again. */
export const isTerminal = (game: GameState) => game.status === 'final' || game.status === 'cancelled' || game.removed;

/** Folds one event; `null` is the state of a game that was never scheduled (events before that are ignored). */
export const evolveGame = (state: GameState | null, event: GameEvent): GameState | null => {
  if (event.type === 'GameScheduled') {
    const { players, ...listing } = event.data;
    return {
      ...listing,
      players: players ?? [],
      status: 'scheduled',
      period: null,
      homeScore: 0,
      awayScore: 0,
      result: null,
      removed: false,
    };
  }
  if (state === null) return null;
  switch (event.type) {
    case 'GameRescheduled':
      return { ...state, scheduledAt: event.data.scheduledAt };
    case 'GameStatusChanged': {
      const { status, period, homeScore, awayScore } = event.data;
      return { ...state, status, period, homeScore, awayScore };
    }
    case 'GameScoreChanged':
      return { ...state, homeScore: event.data.homeScore, awayScore: event.data.awayScore };
    case 'GameFinished': {
      const { gameId: _gameId, ...result } = event.data;
      return {
        ...state,
        status: 'final',
        period: null,
        homeScore: result.homeScore,
        awayScore: result.awayScore,
        result,
      };
    }
    case 'GamePostponed':
      return { ...state, status: 'postponed', period: null };
    case 'GameCancelled':
      return { ...state, status: 'cancelled', period: null };
    case 'GameRemoved':
      return { ...state, removed: true };
    default:
      return unreachable(event);
  }
};
