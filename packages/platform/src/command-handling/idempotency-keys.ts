import { ruleBroken } from '@sb/domain';
import type { EventMetadata } from '../event-store/event-store.js';

/** How long a key is remembered after its command: measured against the `at` of later events of the stream. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';

/** A client's key for one action, scoped to who sent it, and the hash of what it asked for. */
export type IdempotencyRequest = { scope: string; key: string; requestHash: string };

/** The answer a command gave, recorded so that a repeat gets exactly the same. */
export type CommandAnswer = { status: number; body: unknown };

/** `metadata.idempotency` of the last event an idempotent command appended. */
export type IdempotencyRecord = IdempotencyRequest & { answer: CommandAnswer };

type Remembered = { requestHash: string; revision: number; atMs: number };

/**
 * A decider's state plus the keys its stream recorded in the last IDEMPOTENCY_RETENTION_MS, each with the
 * revision of the event that carries the answer. `keys` is created by the first keyed event and then updated in
 * place: it only ever holds facts of the log, so folding an event twice (a retried attempt) changes nothing.
 */
export type KeyedState<S> = { inner: S; nextRevision: number; keys: Map<string, Remembered> | null };

const scoped = ({ scope, key }: { scope: string; key: string }) => `${scope} ${key}`;

export const recordOf = (metadata: EventMetadata | undefined): IdempotencyRecord | undefined => {
  const record = metadata?.idempotency as IdempotencyRecord | undefined;
  return record && typeof record.key === 'string' && typeof record.scope === 'string' ? record : undefined;
};

const forget = (keys: Map<string, Remembered>, atMs: number) => {
  for (const [key, remembered] of keys) {
    if (remembered.atMs >= atMs - IDEMPOTENCY_RETENTION_MS) return;
    keys.delete(key);
  }
};

/** Wraps a decider's initial state and evolve so the fold also remembers the stream's recent keys. */
export const keyedFold = <S, E>(initialState: S, evolve: (state: S, event: E) => S) => ({
  initialState: { inner: initialState, nextRevision: 0, keys: null } as KeyedState<S>,
  evolve: (state: KeyedState<S>, event: E & { metadata?: EventMetadata }): KeyedState<S> => {
    const record = recordOf(event.metadata);
    let keys = state.keys;
    if (record || keys) {
      const atMs = Date.parse(String(event.metadata?.at ?? '')) || 0;
      if (record) {
        keys ??= new Map();
        keys.set(scoped(record), { requestHash: record.requestHash, revision: state.nextRevision, atMs });
      }
      if (keys && atMs) forget(keys, atMs);
    }
    return { inner: evolve(state.inner, event), nextRevision: state.nextRevision + 1, keys };
  },
});

/**
 * What a key already means on this stream: undefined (new), or the revision of its answer. The same key with
 * another request is refused (422): a client reused a key for a different action.
 */
export const rememberedRevision = (state: KeyedState<unknown>, request: IdempotencyRequest): number | undefined => {
  const remembered = state.keys?.get(scoped(request));
  if (!remembered) return undefined;
  if (remembered.requestHash !== request.requestHash) throw ruleBroken(IDEMPOTENCY_KEY_REUSED);
  return remembered.revision;
};
