import type { EventStore, RecordedEvent } from '@sb/platform';

export const PAGE_SIZE = 5_000;

/**
 * The log in position order, one page at a time, after `afterPosition` up to and including `upTo`: only a page is held in memory,
 * whatever the size of the log.
 */
export async function* logPages(
  store: EventStore,
  upTo: number,
  pageSize = PAGE_SIZE,
  afterPosition = 0,
): AsyncGenerator<RecordedEvent[]> {
  let after = afterPosition;
  while (after < upTo) {
    const page = await store.readAll({ afterPosition: after, maxCount: pageSize });
    const inRange = page.filter((event) => event.position <= upTo);
    if (inRange.length > 0) yield inRange;
    const last = page[page.length - 1];
    if (!last || page.length < pageSize || last.position >= upTo) return;
    after = last.position;
  }
}
