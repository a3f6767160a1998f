import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ExpectedVersionConflict } from '../event-store.js';
import type { EventStore, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store.js';

export type EventStoreFixture = {
  store: EventStore;
  /** Opens a new store instance on the same data (same file, same server), as a restarted process would. */
  reopen?: () => Promise<EventStore>;
  /** Closes every store the fixture opened and removes what it created. */
  cleanup(): Promise<void>;
};

export type EventStoreFactory = () => Promise<EventStoreFixture>;

/** The fixture of the test that is running; the suite creates a fresh one for every test. */
export type CurrentFixture = () => EventStoreFixture;

/** Unique per call, so a shared server (KurrentDB) never mixes runs; follows the `category-id` convention. */
export function uniqueStreamId(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

export function newEvent(data: unknown = {}, type = 'ContractEventRecorded'): NewEvent & { id: string } {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      at: '2026-01-02T03:04:05.678Z',
      actor: 'contract-test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schema: 1,
    },
  };
}

export function newEvents(count: number): Array<NewEvent & { id: string }> {
  return Array.from({ length: count }, (_, index) => newEvent({ index }));
}

export async function expectConflict(
  attempt: Promise<unknown>,
  expected: { streamId: string; expected: ExpectedRevision; actual: number },
): Promise<void> {
  const error: unknown = await attempt.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ExpectedVersionConflict);
  const conflict = error as ExpectedVersionConflict;
  expect({ streamId: conflict.streamId, expected: conflict.expected, actual: conflict.actual }).toEqual(expected);
}

export const ids = (events: ReadonlyArray<{ id?: string }>): Array<string | undefined> => events.map((e) => e.id);

/** Keeps only the events of the given streams, so assertions hold on a server other tests also write to. */
export function ofStreams(events: readonly RecordedEvent[], streamIds: readonly string[]): RecordedEvent[] {
  return events.filter((event) => streamIds.includes(event.streamId));
}

export function expectStrictlyIncreasingPositions(events: readonly RecordedEvent[]): void {
  const positions = events.map((event) => event.position);
  expect(positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? 0))).toBe(true);
  expect(positions.every((position) => position > 0)).toBe(true);
}

export type Deferred<T = void> = { promise: Promise<T>; resolve(value: T): void };

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
