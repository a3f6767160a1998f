import {
  evolveGame,
  gameStreamId,
  oddsStreamId,
  propsStreamId,
  type CatalogueState,
  type GameEvent,
  type PricedMarket,
  type PricedProp,
} from '@sb/domain';
import type { EventStore } from '../event-store/event-store.js';

const latest = async <T>(store: EventStore, streamId: string, field: 'markets' | 'props'): Promise<T[] | null> => {
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return last ? ((last.data as Record<string, T[]>)[field] ?? []) : null;
};

/**
 * A game's catalogue as the log says it is now: its state folded from `game-<id>`, and only the last
 * snapshot of `odds-<id>` and `props-<id>` (each priced event carries the complete board, so older ones
 * never need reading).
 */
export const loadCatalogueView = async (store: EventStore, gameId: string): Promise<CatalogueState> => ({
  game: await loadGameState(store, gameId),
  markets: await latest<PricedMarket>(store, oddsStreamId(gameId), 'markets'),
  props: await latest<PricedProp>(store, propsStreamId(gameId), 'props'),
});

/** A game's state folded from `game-<id>`; null when the game was never listed. */
export const loadGameState = async (store: EventStore, gameId: string): Promise<CatalogueState['game']> =>
  (await store.readStream(gameStreamId(gameId))).reduce(
    (state, e) => evolveGame(state, e as unknown as GameEvent),
    null as CatalogueState['game'],
  );
