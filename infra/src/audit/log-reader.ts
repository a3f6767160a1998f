import type { EventStore, RecordedEvent } from '@sb/platform';
import { logPages } from './log-pages.js';

/**
 * Hands the audit one event of the log: its stream id, and the whole event, parsed only when the audit asks for it
 * (a worker never parses the events of another worker's players); with a log that keeps JSON text (SQLite), also
 * the event's data and metadata as stored, which the hash chain checks without serialising the event again.
 */
export type VisitEvent = (
  streamId: string,
  parse: () => RecordedEvent,
  storedData?: string,
  storedMetadata?: string,
) => void;

/** Whether the audit looks at a stream's events at all (a worker skips other workers' players). */
export type WantsStream = (streamId: string) => boolean;

/**
 * Reads the log after `afterPosition` up to and including `upTo`, in position order, one page at a time: `visit`
 * for every event (only those of the streams `wants`, when given), `onPage` after each page with its number of
 * events read and its last position.
 */
export type LogReader = (
  afterPosition: number,
  upTo: number,
  visit: VisitEvent,
  onPage: (events: number, position: number) => void,
  wants?: WantsStream,
) => Promise<void>;

/** Any event store through its port (KurrentDB): its pages come parsed already. */
export const storeLogReader =
  (store: EventStore): LogReader =>
  async (afterPosition, upTo, visit, onPage, wants) => {
    for await (const page of logPages(store, upTo, undefined, afterPosition)) {
      for (const event of page) if (!wants || wants(event.streamId)) visit(event.streamId, () => event);
      onPage(page.length, page[page.length - 1]?.position ?? upTo);
    }
  };
