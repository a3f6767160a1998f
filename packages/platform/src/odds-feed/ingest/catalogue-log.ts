import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
} from '../../event-store/event-store.js';

/** One page of the log, reduced to what the catalogue needs; `position` is where the page ended. */
export type CataloguePage = { events: RecordedEvent[]; position: number; done: boolean };

/**
 * What the feed ingester needs of the log: the catalogue's events page by page, one stream after a conflict, and
 * appends with an expected revision. In the process it is the event store itself (catalogueLogOf); in the feed's
 * worker thread it is a proxy that asks the main thread (worker/remote-catalogue-log.ts).
 */
export type CatalogueLog = {
  readPage(afterPosition: number): Promise<CataloguePage>;
  readStream(streamId: string, fromRevision: number): Promise<RecordedEvent[]>;
  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
};

/** Events a page: small enough that parsing one (props snapshots among them) is a short piece of work. */
const PAGE = 250;
const CATALOGUE_PREFIXES = ['game-', 'odds-', 'props-'];
/** Streams whose every event is a complete snapshot: only the last one of a page counts. */
const SNAPSHOT_PREFIXES = ['odds-', 'props-'];

const isCatalogue = (event: RecordedEvent) => CATALOGUE_PREFIXES.some((prefix) => event.streamId.startsWith(prefix));
const isSnapshot = (event: RecordedEvent) => SNAPSHOT_PREFIXES.some((prefix) => event.streamId.startsWith(prefix));

/**
 * The catalogue's events of a page: game events all, of the odds and props streams only each stream's last
 * snapshot (the ones before it are replaced by it: the catalogue state keeps the last list), so a catch-up over
 * many refreshes neither folds nor ships every board ever priced.
 */
const catalogueEventsOf = (page: readonly RecordedEvent[]): RecordedEvent[] => {
  const last = new Map<string, number>();
  page.forEach((event, index) => {
    if (isSnapshot(event)) last.set(event.streamId, index);
  });
  return page.filter(
    (event, index) => isCatalogue(event) && (!isSnapshot(event) || last.get(event.streamId) === index),
  );
};

/**
 * The log through the event store. Two things keep its reads short, since each page is parsed in one piece on the
 * thread that answers requests (a props snapshot is tens of kilobytes of JSON): pages of PAGE events, and no
 * reading back of what this log appended itself when that is provable: an append whose events end at position p
 * and number n, right after the position last read (or after the previous such append), fills (p - n, p] with its
 * own events (positions are strictly increasing integers), so the next page starts after them. With other writers
 * in between (bets), the page is read as usual.
 */
export const catalogueLogOf = (store: EventStore): CatalogueLog => {
  let lastRead: number | undefined;
  /** Positions after lastRead up to ownUpTo hold only events appended here (the cache has them). */
  let ownUpTo: number | undefined;
  return {
    async readPage(afterPosition) {
      if (afterPosition === lastRead && ownUpTo !== undefined) {
        const position = ownUpTo;
        lastRead = position;
        ownUpTo = undefined;
        return { events: [], position, done: false };
      }
      const page = await store.readAll({ afterPosition, maxCount: PAGE });
      const position = page.at(-1)?.position ?? afterPosition;
      lastRead = position;
      ownUpTo = undefined;
      return { events: catalogueEventsOf(page), position, done: page.length < PAGE };
    },
    readStream: (streamId, fromRevision) => store.readStream(streamId, { fromRevision }),
    async append(streamId, events, expectedRevision) {
      const result = await store.append(streamId, events, expectedRevision);
      const from = ownUpTo ?? lastRead;
      if (from !== undefined && Number.isInteger(result.position) && result.position - events.length === from) {
        ownUpTo = result.position;
      }
      return result;
    },
  };
};
