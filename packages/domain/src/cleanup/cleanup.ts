import type { DomainEvent } from '../shared/decider.js';
import type { GameStatus } from '../catalogue/catalogue-events.js';

/** Scheduled games that never started this long after their start time are stale. */
export const STALE_SCHEDULED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One cleanup run: these games leave the read models (games, markets, props). The log keeps every fact;
 * settled bets keep their game's team names because a bet copies them when it is placed.
 */
export type CatalogueCleaned = DomainEvent<'CatalogueCleaned', { gameIds: string[]; ranAt: string; ranBy: string }>;

export const cleanupStreamId = (runId: string) => `cleanup-${runId}`;

export type CleanupCandidate = { id: string; status: GameStatus; scheduledAt: string; hasPendingBets: boolean };

export type CleanupPlan = { finalGames: string[]; oldScheduledGames: string[] };

const isFinished = (status: GameStatus) => status === 'final' || status === 'cancelled';

/**
 * Which games a cleanup at `now` removes: finished (final or cancelled) games, and scheduled games more than
 * seven days past their start, never one that still has pending bets.
 */
export const planCleanup = (games: readonly CleanupCandidate[], now: Date): CleanupPlan => {
  const staleBefore = now.getTime() - STALE_SCHEDULED_AFTER_MS;
  const removable = games.filter((game) => !game.hasPendingBets);
  return {
    finalGames: removable.filter((g) => isFinished(g.status)).map((g) => g.id),
    oldScheduledGames: removable
      .filter((g) => g.status === 'scheduled' && Date.parse(g.scheduledAt) < staleBefore)
      .map((g) => g.id),
  };
};
