import { newEventId } from '../event-store/event-id.js';
import { ExpectedVersionConflict } from '../event-store/event-store.js';
import type { EventMetadata, EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.js';

/** What a decider's events look like (the domain's `DomainEvent`): metadata is added on the way to the log. */
export type EventShape = { type: string; data: unknown };

/** A decided event ready for the log: the domain event plus its metadata (and optionally a chosen id). */
export type CommandEvent<Event extends EventShape = EventShape> = Event & { id?: string; metadata: EventMetadata };

export type EnrichContext<State> = {
  streamId: string;
  /** The state the events were decided on. */
  state: State;
  /** The stream's last recorded event (undefined for a new stream), e.g. for its hash in a hash chain. */
  lastEvent: RecordedEvent | undefined;
};

export type HandleCommandOptions<State, Event extends EventShape = EventShape> = {
  store: EventStore;
  streamId: string;
  initialState: State;
  evolve: (state: State, event: Event) => State;
  /** Pure decision on the current state; may throw domain errors, which are not retried. [] means nothing to do. */
  decide: (state: State) => ReadonlyArray<CommandEvent<Event>> | Promise<ReadonlyArray<CommandEvent<Event>>>;
  /** Last step before the append, run again on every retry; it may only add metadata, never change type or data. */
  enrich?: (
    events: readonly NewEvent[],
    context: EnrichContext<State>,
  ) => readonly NewEvent[] | Promise<readonly NewEvent[]>;
  /** Further attempts after an ExpectedVersionConflict before giving up with it. */
  maxRetries?: number;
  /**
   * A state already folded up to `lastEvent` (a cache kept by the caller): only the events after it are read.
   * Safe whatever happened since: newer events, from any writer, are folded on top before deciding.
   */
  snapshot?: StateSnapshot<State>;
};

export type StateSnapshot<State> = { state: State; lastEvent: RecordedEvent };

export type AppendableEvent = NewEvent & { id: string };

export type HandleCommandResult<State> = {
  /** The events as appended (ids and enriched metadata included); [] when decide had nothing to do. */
  events: AppendableEvent[];
  /** Revision of the stream's last event after the command, -1 when the stream still does not exist. */
  nextExpectedRevision: number;
  /** Log position of the last event `state` reflects (0 for none): what a reader must reach to see the outcome. */
  position: number;
  /** The state after the command's events. */
  state: State;
  /** The stream's last event after the command (undefined while the stream does not exist): the next snapshot. */
  lastEvent: RecordedEvent | undefined;
};

const DEFAULT_MAX_RETRIES = 5;

/**
 * Read the stream, fold it, decide, append with the revision the decision was made on. A concurrent writer makes
 * the append fail with ExpectedVersionConflict; the whole cycle then runs again on the new state, so a decision is
 * never applied to a state it was not made on (e.g. a balance that another bet has already spent).
 */
export async function handleCommand<State, Event extends EventShape = EventShape>(
  options: HandleCommandOptions<State, Event>,
): Promise<HandleCommandResult<State>> {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptOnce(options);
    } catch (error) {
      if (!(error instanceof ExpectedVersionConflict) || attempt >= maxRetries) throw error;
    }
  }
}

async function attemptOnce<State, Event extends EventShape>({
  store,
  streamId,
  initialState,
  evolve,
  decide,
  enrich,
  snapshot,
}: HandleCommandOptions<State, Event>): Promise<HandleCommandResult<State>> {
  const history = await store.readStream(
    streamId,
    snapshot ? { fromRevision: snapshot.lastEvent.revision + 1 } : undefined,
  );
  // The stream holds only this decider's events: that is what makes it the decider's stream.
  const state = history.reduce(
    (folded, event) => evolve(folded, event as unknown as Event),
    snapshot ? snapshot.state : initialState,
  );
  const lastEvent = history.at(-1) ?? snapshot?.lastEvent;
  const decided = await decide(state);
  if (decided.length === 0) {
    const position = lastEvent?.position ?? 0;
    return { events: [], nextExpectedRevision: lastEvent?.revision ?? -1, position, state, lastEvent };
  }

  const enriched = enrich ? await enrich(decided, { streamId, state, lastEvent }) : decided;
  const events = enriched.map((event) => ({ ...event, id: event.id ?? newEventId() }));
  const { nextExpectedRevision, position } = await store.append(streamId, events, lastEvent?.revision ?? 'no_stream');
  const nextState = events.reduce((folded, event) => evolve(folded, event as unknown as Event), state);
  const last = events[events.length - 1] as AppendableEvent;
  // The appended event as a reader would see it (its own position is the append's last position).
  const appended: RecordedEvent = { ...last, streamId, revision: nextExpectedRevision, position };
  return { events, nextExpectedRevision, position, state: nextState, lastEvent: appended };
}
