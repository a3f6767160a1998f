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

const PAGE = 1000;
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

export const catalogueLogOf = (store: EventStore): CatalogueLog => ({
  async readPage(afterPosition) {
    const page = await store.readAll({ afterPosition, maxCount: PAGE });
    return {
      events: catalogueEventsOf(page),
      position: page.at(-1)?.position ?? afterPosition,
      done: page.length < PAGE,
    };
  },
  readStream: (streamId, fromRevision) => store.readStream(streamId, { fromRevision }),
  append: (streamId, events, expectedRevision) => store.append(streamId, events, expectedRevision),
});
