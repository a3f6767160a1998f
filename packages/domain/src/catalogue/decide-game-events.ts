import type { GameEvent } from './catalogue-events.js';
import type { FeedGame } from './feed-snapshot.js';
import { isTerminal, type GameState } from './game-state.js';

const scheduledFrom = (feed: FeedGame): GameEvent => {
  const { gameId, sport, league, homeTeam, awayTeam, scheduledAt, players } = feed;
  const data = { gameId, sport, league, homeTeam, awayTeam, scheduledAt };
  return { type: 'GameScheduled', data: players ? { ...data, players } : data };
};

const liveFrom = (feed: FeedGame): GameEvent => ({
  type: 'GameStatusChanged',
  data: {
    gameId: feed.gameId,
    status: 'in_progress',
    period: feed.period,
    homeScore: feed.homeScore,
    awayScore: feed.awayScore,
  },
});

const finishedFrom = (feed: FeedGame): GameEvent => ({
  type: 'GameFinished',
  data: {
    gameId: feed.gameId,
    homeScore: feed.homeScore,
    awayScore: feed.awayScore,
    periodScores: feed.result?.periodScores ?? [],
    playerStats: feed.result?.playerStats ?? {},
  },
});

/** The events that bring a game already on the log up to what the feed says. */
const catchUp = (state: GameState, feed: FeedGame): GameEvent[] => {
  const { gameId } = feed;
  // Only a game that has not started can move; a live game's listed start time is history.
  const movable = state.status === 'scheduled' || state.status === 'postponed';
  const rescheduled: GameEvent[] =
    movable && feed.scheduledAt !== state.scheduledAt && (feed.status === 'scheduled' || feed.status === 'postponed')
      ? [{ type: 'GameRescheduled', data: { gameId, scheduledAt: feed.scheduledAt } }]
      : [];
  switch (feed.status) {
    case 'scheduled':
      // Only a postponed game goes back to scheduled; a live game never goes back to pre-game.
      return state.status === 'postponed'
        ? [
            ...rescheduled,
            {
              type: 'GameStatusChanged',
              data: { gameId, status: 'scheduled', period: null, homeScore: 0, awayScore: 0 },
            },
          ]
        : rescheduled;
    case 'in_progress':
      if (state.status !== 'in_progress' || state.period !== feed.period) return [liveFrom(feed)];
      if (state.homeScore === feed.homeScore && state.awayScore === feed.awayScore) return [];
      return [{ type: 'GameScoreChanged', data: { gameId, homeScore: feed.homeScore, awayScore: feed.awayScore } }];
    case 'final':
      return [finishedFrom(feed)];
    case 'postponed':
      return state.status === 'postponed' ? rescheduled : [...rescheduled, { type: 'GamePostponed', data: { gameId } }];
    case 'cancelled':
      return [{ type: 'GameCancelled', data: { gameId } }];
  }
};

/**
 * Decides the `game-<id>` events for one observation of a game. A game first seen already final or cancelled is
 * not added (nothing can be bet or settled on it); a final or cancelled game takes no corrections.
 */
export const decideGameEvents = (state: GameState | null, feed: FeedGame): GameEvent[] => {
  if (state === null || state.removed) {
    if (feed.status === 'final' || feed.status === 'cancelled') return [];
    const scheduled = scheduledFrom(feed);
    if (feed.status === 'in_progress') return [scheduled, liveFrom(feed)];
    if (feed.status === 'postponed') return [scheduled, { type: 'GamePostponed', data: { gameId: feed.gameId } }];
    return [scheduled];
  }
  if (isTerminal(state)) return [];
  return catchUp(state, feed);
};

/** A complete slate no longer lists the game: an unfinished game is removed; a finished one simply aged out. */
export const decideGameMissing = (state: GameState | null): GameEvent[] =>
  state === null || isTerminal(state) ? [] : [{ type: 'GameRemoved', data: { gameId: state.gameId } }];
