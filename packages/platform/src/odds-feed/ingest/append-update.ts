import {
  decideCatalogueUpdate,
  emptyCatalogueState,
  type CatalogueObservation,
  type CatalogueUpdate,
} from '@sb/domain';
import { ExpectedVersionConflict, type EventMetadata } from '../../event-store/event-store.js';
import { streamIdOf, type CatalogueCache, type CatalogueStream } from './catalogue-cache.js';
import type { CatalogueLog } from './catalogue-log.js';

const STREAMS: readonly CatalogueStream[] = ['game', 'odds', 'props'];

/**
 * Appends one game's decided events, stream by stream, each with the revision the decision was made on (a
 * concurrent writer makes it fail with ExpectedVersionConflict instead of stacking a stale decision on top).
 * Returns how many events were appended.
 */
export const appendUpdate = async (
  log: CatalogueLog,
  cache: CatalogueCache,
  gameId: string,
  update: CatalogueUpdate,
  metadata: EventMetadata,
): Promise<number> => {
  let appended = 0;
  for (const stream of STREAMS) {
    const events = update[stream];
    if (events.length === 0) continue;
    const revision = cache.get(gameId)?.revisions[stream] ?? -1;
    const result = await log.append(
      streamIdOf(stream, gameId),
      events.map(({ type, data }) => ({ type, data, metadata })),
      revision === -1 ? 'no_stream' : revision,
    );
    cache.appended(stream, gameId, events, result.nextExpectedRevision);
    appended += events.length;
  }
  return appended;
};

const MAX_ATTEMPTS = 3;

/** Decides one observation of a game on its cached state and appends the result; a conflict re-reads and retries. */
export const decideAndAppend = async (
  log: CatalogueLog,
  cache: CatalogueCache,
  gameId: string,
  observation: CatalogueObservation,
  metadata: EventMetadata,
): Promise<number> => {
  for (let attempt = 1; ; attempt += 1) {
    const update = decideCatalogueUpdate(cache.get(gameId)?.state ?? emptyCatalogueState, observation);
    try {
      return await appendUpdate(log, cache, gameId, update, metadata);
    } catch (error) {
      if (!(error instanceof ExpectedVersionConflict) || attempt >= MAX_ATTEMPTS) throw error;
      // Someone else wrote these streams: decide again on what they wrote.
      for (const stream of STREAMS) await cache.refreshStream(stream, gameId);
    }
  }
};
