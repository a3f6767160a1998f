import { cleanupStreamId, type CatalogueCleaned } from '@sb/domain';
import type { EventMetadata } from '@sb/platform';
import type { CommandApiDeps } from '../deps.js';

export type CleanupRun = {
  position: number;
  stats: { gamesDeleted: number; marketsDeleted: number; propsDeleted: number };
};

/**
 * One cleanup: the games to remove are chosen from the read models (finished games and stale scheduled ones
 * without pending bets) and recorded as one CatalogueCleaned fact; the projections drop them. Used by
 * POST /api/cleanup/run and by the daily 04:00 run.
 */
export const runCleanup = async (deps: CommandApiDeps, metadata: EventMetadata): Promise<CleanupRun> => {
  const { gameIds, marketsDeleted, propsDeleted } = await deps.cleanup.preview(deps.clock());
  if (gameIds.length === 0) {
    return {
      position: await deps.eventStore.headPosition(),
      stats: { gamesDeleted: 0, marketsDeleted: 0, propsDeleted: 0 },
    };
  }
  const event: CatalogueCleaned = {
    type: 'CatalogueCleaned',
    data: { gameIds, ranAt: metadata.at, ranBy: metadata.actor },
  };
  const { position } = await deps.eventStore.append(
    cleanupStreamId(deps.newId()),
    [{ ...event, metadata }],
    'no_stream',
  );
  return { position, stats: { gamesDeleted: gameIds.length, marketsDeleted, propsDeleted } };
};
