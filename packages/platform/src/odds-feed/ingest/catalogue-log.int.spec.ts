import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../../event-store/event-store.js';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { catalogueLogOf } from './catalogue-log.js';

const metadata = { at: '2030-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 };
const priced = (gameId: string, price: number): NewEvent => ({
  type: 'OddsPriced',
  data: { gameId, markets: [{ price }] },
  metadata,
});
const stores: EventStore[] = [];
afterAll(async () => Promise.all(stores.map((store) => store.close())));

/** The SQLite store, counting the events its readAll hands back (each one parsed on the request thread). */
const countingStore = () => {
  const store = openSqliteEventStore({ path: ':memory:' });
  stores.push(store);
  let eventsRead = 0;
  const counting: EventStore = Object.assign(Object.create(store) as EventStore, {
    readAll: async (options?: Parameters<EventStore['readAll']>[0]) => {
      const page = await store.readAll(options);
      eventsRead += page.length;
      return page;
    },
  });
  return { store: counting, eventsRead: () => eventsRead };
};

describe('the catalogue log', () => {
  it('does not read back what it appended itself right after what it had read', async () => {
    const { store, eventsRead } = countingStore();
    const log = catalogueLogOf(store);
    expect(await log.readPage(0)).toEqual({ events: [], position: 0, done: true });
    await log.append('odds-g1', [priced('g1', 1), priced('g1', 2)], 'no_stream');
    const last = await log.append('odds-g2', [priced('g2', 1)], 'no_stream');

    expect(await log.readPage(0)).toEqual({ events: [], position: last.position, done: false });
    expect(await log.readPage(last.position)).toEqual({ events: [], position: last.position, done: true });
    expect(eventsRead()).toBe(0);
  });

  it('reads the page when another writer appended in between, keeping only the last snapshot of a stream', async () => {
    const { store, eventsRead } = countingStore();
    const log = catalogueLogOf(store);
    await log.readPage(0);
    const own = await log.append('odds-g1', [priced('g1', 1)], 'no_stream');
    await store.append('odds-g1', [priced('g1', 2), priced('g1', 3)], 0);
    await store.append('wallet-u1', [{ type: 'FundsDeposited', data: {}, metadata }], 'no_stream');
    await log.append('odds-g1', [priced('g1', 4)], 2);

    // Its first append directly followed the page read; what came after it is read.
    expect(await log.readPage(0)).toEqual({ events: [], position: own.position, done: false });
    const page = await log.readPage(own.position);
    expect(page.events.map(({ streamId, revision }) => [streamId, revision])).toEqual([['odds-g1', 3]]);
    expect(page).toMatchObject({ position: await store.headPosition(), done: true });
    expect(eventsRead()).toBe(4);
  });
});
