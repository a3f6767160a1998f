import type { Decider, DomainEvent } from '@sb/domain';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { chainEvents } from '../ledger/hash-chain.js';
import { handleCommand } from './handle-command.js';
import { createKeyedQueue } from './keyed-queue.js';
import { createStateCache } from './state-cache.js';

export type DecisionResult<S, E> = { state: S; position: number; events: E[] };

const perStream = createKeyedQueue();
// Keyed by the store too: tests and tools open several stores in one process.
const caches = new WeakMap<EventStore, ReturnType<typeof createStateCache>>();
const cacheOf = (store: EventStore) => {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = createStateCache()));
  return cache;
};

/**
 * A domain decider run through the platform's command handler (load, decide, append at the revision the
 * decision was made on, retry on conflict), one command per stream at a time in this process, from the
 * stream's cached state when there is one. Wallet streams
 * get the hash chain added just before the append.
 */
export const runDecider = <C, E extends DomainEvent, S>(
  store: EventStore,
  {
    streamId,
    decider,
    command,
    metadata,
    hashChained = false,
  }: { streamId: string; decider: Decider<C, E, S>; command: C; metadata: EventMetadata; hashChained?: boolean },
): Promise<DecisionResult<S, E>> =>
  perStream(streamId, async () => {
    const cache = cacheOf(store);
    const { state, position, events, lastEvent } = await handleCommand<S, E>({
      store,
      streamId,
      initialState: decider.initialState,
      evolve: decider.evolve,
      decide: (current) => decider.decide(command, current).map((event) => ({ ...event, metadata })),
      enrich: hashChained ? (events, { lastEvent }) => chainEvents(lastEvent, events) : undefined,
      snapshot: cache.get<S>(streamId),
    });
    if (lastEvent) cache.set(streamId, { state, lastEvent });
    return { state, position, events: events.map(({ type, data }) => ({ type, data }) as E) };
  });
