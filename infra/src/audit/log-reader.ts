import type { EventStore, RecordedEvent } from '@sb/platform';
import { logPages } from './log-pages.js';

/**
 * Hands the audit one event of the log: its stream id, and the whole event, parsed only when the audit asks for it
 * (a worker never parses the events of another worker's players).
 */
export type VisitEvent = (streamId: string, parse: () => RecordedEvent) => void;

/**
 * Reads the log after `afterPosition` up to and including `upTo`, in position order, one page at a time: `visit`
 * for every event, `onPage` after each page with its number of events and its last position.
 */
export type LogReader = (
  afterPosition: number,
  upTo: number,
  visit: VisitEvent,
  onPage: (events: number, position: number) => void,
) => Promise<void>;

/** Any event store through its port (KurrentDB): its pages come parsed already. */
export const storeLogReader =
  (store: EventStore): LogReader =>
  async (afterPosition, upTo, visit, onPage) => {
    for await (const page of logPages(store, upTo, undefined, afterPosition)) {
      for (const event of page) visit(event.streamId, () => event);
      onPage(page.length, page[page.length - 1]?.position ?? upTo);
    }
  };
