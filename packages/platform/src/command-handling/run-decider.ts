import type { Decider, DomainEvent } from '@sb/domain';
import type { EventMetadata, EventStore } from '../event-store/event-store.js';
import { chainEvents } from '../ledger/hash-chain.js';
import { handleCommand } from './handle-command.js';
import { createKeyedQueue } from './keyed-queue.js';

export type DecisionResult<S, E> = { state: S; position: number; events: E[] };

const perStream = createKeyedQueue();

/**
 * A domain decider run through the platform's command handler (load, decide, append at the revision the
 * decision was made on, retry on conflict), one command per stream at a time in this process. Wallet streams
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
    const { state, position, events } = await handleCommand<S, E>({
      store,
      streamId,
      initialState: decider.initialState,
      evolve: decider.evolve,
      decide: (current) => decider.decide(command, current).map((event) => ({ ...event, metadata })),
      enrich: hashChained ? (events, { lastEvent }) => chainEvents(lastEvent, events) : undefined,
    });
    return { state, position, events: events.map(({ type, data }) => ({ type, data }) as E) };
  });
