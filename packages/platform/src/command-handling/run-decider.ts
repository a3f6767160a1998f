import type { Decider, DomainEvent } from '@sb/domain';
import type { EventMetadata, EventStore, RecordedEvent } from '../event-store/event-store.js';
import { chainEvents } from '../ledger/hash-chain.js';
import { handleCommand, type StateSnapshot } from './handle-command.js';
import {
  keyedFold,
  recordOf,
  rememberedRevision,
  type CommandAnswer,
  type IdempotencyRecord,
  type IdempotencyRequest,
  type KeyedState,
} from './idempotency-keys.js';
import { createKeyedQueue } from './keyed-queue.js';
import { createStateCache } from './state-cache.js';
import { loadSnapshot, saveSnapshotIfDue } from './stream-snapshots.js';
import { snapshotPolicyOf } from './wallet-snapshots.js';

export type DecisionResult<S, E> = {
  state: S;
  position: number;
  events: E[];
  /** What `answer` made of the outcome, or the recorded answer of a repeated Idempotency-Key. */
  answer?: CommandAnswer;
  /** True when the key had been used before: nothing was decided or appended, `answer` is the first one. */
  replayed: boolean;
};

export type RunDeciderOptions<C, E extends DomainEvent, S> = {
  streamId: string;
  decider: Decider<C, E, S>;
  command: C;
  metadata: EventMetadata;
  hashChained?: boolean;
  /** The HTTP answer of the outcome, computed before the append so it can be recorded with the events. */
  answer?: (state: S, events: E[]) => CommandAnswer;
  /** With `answer`: record the answer with the events, and answer a repeat of the key from the log. */
  idempotency?: IdempotencyRequest;
};

const perStream = createKeyedQueue();
// Keyed by the store too: tests and tools open several stores in one process.
const caches = new WeakMap<EventStore, ReturnType<typeof createStateCache>>();
const cacheOf = (store: EventStore) => {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = createStateCache()));
  return cache;
};

/** Where a load starts: the cached state, else the stream's saved snapshot (if its decider keeps one), else nothing. */
const startOf = async <C, E extends DomainEvent, S>(store: EventStore, streamId: string, decider: Decider<C, E, S>) => {
  const cached = cacheOf(store).get<KeyedState<S>>(streamId);
  if (cached) return cached;
  const policy = snapshotPolicyOf(decider);
  return policy ? loadSnapshot(store, streamId, policy) : undefined;
};

/** Caches the state a command left, and saves it as the stream's snapshot when one is due. */
const remember = <C, E extends DomainEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  start: StateSnapshot<KeyedState<S>> | undefined,
  folded: { state: KeyedState<S>; lastEvent: RecordedEvent | undefined },
) => {
  const { state, lastEvent } = folded;
  if (!lastEvent) return;
  cacheOf(store).set(streamId, { state, lastEvent });
  const policy = snapshotPolicyOf(decider);
  if (policy) saveSnapshotIfDue(store, streamId, policy, start?.lastEvent.revision ?? -1, { state, lastEvent });
};

const recordedAnswer = async (store: EventStore, streamId: string, revision: number) => {
  const [event] = await store.readStream(streamId, { fromRevision: revision, maxCount: 1 });
  const record = recordOf(event?.metadata);
  if (!event || !record) throw new Error(`${streamId}@${revision} holds no idempotency record`);
  return { answer: record.answer, position: event.position };
};

/**
 * A domain decider run through the platform's command handler (load, decide, append at the revision the
 * decision was made on, retry on conflict), one command per stream at a time in this process, from the
 * stream's cached state when there is one. Wallet streams get the hash chain added just before the append.
 *
 * Idempotency: the fold also remembers the keys recorded on the stream (`metadata.idempotency` of a command's
 * last event: scope, key, request hash and the answer), so a repeat is recognised in the same queue and on the
 * same state the decision is made on: a key and its effect are appended together or not at all.
 */
export const runDecider = <C, E extends DomainEvent, S>(
  store: EventStore,
  { streamId, decider, command, metadata, hashChained = false, answer, idempotency }: RunDeciderOptions<C, E, S>,
): Promise<DecisionResult<S, E>> =>
  perStream(streamId, async () => {
    if (idempotency && !answer) throw new Error('An idempotent command needs the answer to record');
    if (streamId.startsWith('wallet-') && !hashChained)
      throw new Error(`${streamId} is hash-chained: use runWalletCommand`);
    const fold = keyedFold(decider.initialState, decider.evolve);
    const start = await startOf(store, streamId, decider);
    let replayOf: number | undefined;
    let answered: CommandAnswer | undefined;
    const { state, position, events, lastEvent } = await handleCommand<KeyedState<S>, E>({
      store,
      streamId,
      initialState: fold.initialState,
      evolve: fold.evolve,
      decide: (current) => {
        replayOf = idempotency ? rememberedRevision(current, idempotency) : undefined;
        if (replayOf !== undefined) return [];
        const decided = decider.decide(command, current.inner);
        const after = decided.reduce(decider.evolve, current.inner);
        answered = answer?.(after, decided);
        const record: IdempotencyRecord | undefined =
          idempotency && answered ? { ...idempotency, answer: answered } : undefined;
        return decided.map((event, index) => ({
          ...event,
          metadata: record && index === decided.length - 1 ? { ...metadata, idempotency: record } : metadata,
        }));
      },
      enrich: hashChained ? (events, { lastEvent }) => chainEvents(lastEvent, events) : undefined,
      snapshot: start,
    });
    remember(store, streamId, decider, start, { state, lastEvent });
    if (replayOf !== undefined) {
      const recorded = await recordedAnswer(store, streamId, replayOf);
      return { state: state.inner, events: [], replayed: true, ...recorded };
    }
    const decided = events.map(({ type, data }) => ({ type, data }) as E);
    return { state: state.inner, position, events: decided, answer: answered, replayed: false };
  });

/**
 * A stream's state as a command would find it (cached, else snapshot and tail, else the whole stream folded),
 * without deciding anything; the state and last event are kept as a command's would be.
 */
export const loadDeciderState = <C, E extends DomainEvent, S>(
  store: EventStore,
  { streamId, decider }: { streamId: string; decider: Decider<C, E, S> },
): Promise<{ state: KeyedState<S>; lastEvent: RecordedEvent | undefined }> =>
  perStream(streamId, async () => {
    const fold = keyedFold(decider.initialState, decider.evolve);
    const start = await startOf(store, streamId, decider);
    const { state, lastEvent } = await handleCommand<KeyedState<S>, E>({
      store,
      streamId,
      initialState: fold.initialState,
      evolve: fold.evolve,
      decide: () => [],
      snapshot: start,
    });
    remember(store, streamId, decider, start, { state, lastEvent });
    return { state, lastEvent };
  });

/**
 * Before a command's own preparation (pricing a bet reads the catalogue, which may have moved on): the
 * recorded answer of a key already used on the stream, or null for a new key (422 when reused for another request).
 */
export const recallAnswer = async <C, E extends DomainEvent, S>(
  store: EventStore,
  { streamId, decider, idempotency }: { streamId: string; decider: Decider<C, E, S>; idempotency: IdempotencyRequest },
): Promise<{ answer: CommandAnswer; position: number } | null> => {
  const { state } = await loadDeciderState(store, { streamId, decider });
  const revision = rememberedRevision(state, idempotency);
  return revision === undefined ? null : recordedAnswer(store, streamId, revision);
};
