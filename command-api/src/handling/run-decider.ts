import type { Decider, DomainEvent } from '@sb/domain';
import { chainEvents, handleCommand, type EventMetadata, type EventStore } from '@sb/platform';

export type DecisionResult<S> = { state: S; position: number; appended: number };

/**
 * A domain decider run through the platform's command handler (load, decide, append at the revision the
 * decision was made on, retry on conflict). Wallet streams get the hash chain added just before the append.
 */
export const runDecider = async <C, E extends DomainEvent, S>(
  store: EventStore,
  {
    streamId,
    decider,
    command,
    metadata,
    hashChained = false,
  }: { streamId: string; decider: Decider<C, E, S>; command: C; metadata: EventMetadata; hashChained?: boolean },
): Promise<DecisionResult<S>> => {
  const { state, position, events } = await handleCommand<S, E>({
    store,
    streamId,
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide: (current) => decider.decide(command, current).map((event) => ({ ...event, metadata })),
    enrich: hashChained ? (events, { lastEvent }) => chainEvents(lastEvent, events) : undefined,
  });
  return { state, position, appended: events.length };
};
