import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../../event-store/event-store.js';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { createFeedIngester } from '../ingest/feed-ingester.js';
import { readOddsFeedConfig } from '../odds-feed-config.js';
import { createSimulatedOddsProvider } from '../simulator/simulated-odds-provider.js';
import { createWorkerFeedIngester } from './worker-feed-ingester.js';

// The stack's instant when the feed started, and the frozen world's (what test stacks use, test-world.ts).
const STARTED_AT = Date.parse('2030-03-10T18:07:00.000Z');
const EPOCH = '2026-03-14T19:00:00Z';
const SEED = 'worker-seed';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});
const openStore = () => {
  const store = openSqliteEventStore({ path: ':memory:' });
  closing.push(() => store.close());
  return store;
};
const inWorker = (store: EventStore) => {
  const config = readOddsFeedConfig({ FEED_SEED: SEED, FEED_EPOCH: EPOCH, FEED_FROZEN: 'true' });
  const ingester = createWorkerFeedIngester({ store, config, startedAt: STARTED_AT });
  closing.push(() => ingester.close());
  return ingester;
};
const inProcess = (store: EventStore) => {
  const provider = createSimulatedOddsProvider({
    seed: SEED,
    clock: () => STARTED_AT,
    epoch: Date.parse(EPOCH),
    frozen: true,
  });
  return createFeedIngester({ store, provider, clock: () => STARTED_AT });
};

const content = (events: RecordedEvent[]) =>
  events.map(({ streamId, revision, type, data }) => [streamId, revision, type, data]);
const withoutDuration = <Result>(result: Result) =>
  JSON.parse(JSON.stringify(result, (key, value: unknown) => (key === 'durationSeconds' ? undefined : value)));

/**
 * A log where another writer gets to each game's stream first: just before the ingester's first append to it, the
 * game is scheduled an hour later, so that append loses the race (ExpectedVersionConflict) and is decided again.
 */
const racedStore = (store: EventStore): EventStore => {
  const raced = new Set<string>();
  return {
    async append(streamId, events, expectedRevision) {
      const [first] = events;
      if (first?.type === 'GameScheduled' && !raced.has(streamId)) {
        raced.add(streamId);
        const data = first.data as { scheduledAt: string };
        const scheduledAt = new Date(Date.parse(data.scheduledAt) + 3_600_000).toISOString();
        await store.append(streamId, [{ ...first, data: { ...data, scheduledAt } }], 'no_stream');
      }
      return store.append(streamId, events, expectedRevision);
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
};

describe('the feed ingester in a worker thread', () => {
  it('appends the same events, with the same statistics, as the ingester in the process for a seed', async () => {
    const [here, there] = [openStore(), openStore()];
    const [local, remote] = [inProcess(here), inWorker(there)];

    const games = [await local.refreshGames(), await remote.refreshGames()];
    const props = [await local.refreshProps(), await remote.refreshProps()];
    expect(games[0]).toMatchObject({ success: true, stats: { eventsAppended: expect.any(Number) } });
    expect(withoutDuration(games[1])).toEqual(withoutDuration(games[0]));
    expect(withoutDuration(props[1])).toEqual(withoutDuration(props[0]));

    const [a, b] = [await here.readAll(), await there.readAll()];
    expect(a.filter((event) => event.type === 'PropsPriced').length).toBeGreaterThan(10);
    expect(content(b)).toEqual(content(a));
    // Its view of the catalogue is the log's: a second refresh of the frozen world changes nothing.
    expect(await remote.refreshGames()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
    expect(await remote.refreshProps()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
  });

  it('decides again on what another writer appended after its decision, as the ingester in the process does', async () => {
    const [here, there] = [racedStore(openStore()), racedStore(openStore())];
    expect(await inProcess(here).refreshGames()).toMatchObject({ success: true });
    expect(await inWorker(there).refreshGames()).toMatchObject({ success: true });
    const [a, b] = [await here.readAll(), await there.readAll()];
    expect(a.filter((event) => event.type === 'GameRescheduled').length).toBeGreaterThan(10);
    expect(content(b)).toEqual(content(a));
  });

  it('catches up with what another writer appended between its refreshes', async () => {
    const store = openStore();
    const remote = inWorker(store);
    await remote.refreshGames();
    // Another writer (a second replica's feed, its world a day later) moves every game on behind the worker's back.
    const later = createSimulatedOddsProvider({
      seed: SEED,
      clock: () => STARTED_AT,
      epoch: Date.parse(EPOCH) + 86_400_000,
    });
    await createFeedIngester({ store, provider: later, clock: () => STARTED_AT }).refreshGames();
    const head = await store.headPosition();

    const again = await remote.refreshGames();
    expect(again).toMatchObject({ success: true });
    expect(again.success && again.stats.eventsAppended).toBeGreaterThan(0);
    // What it appended put the log back to its own world: a fresh ingester of that world has nothing to add.
    expect(await store.headPosition()).toBeGreaterThan(head);
    expect(await inProcess(store).refreshGames()).toMatchObject({ success: true, stats: { eventsAppended: 0 } });
  });

  it('fails a refresh, without an unhandled error, when the worker thread stops, and starts a new one after', async () => {
    const store = openStore();
    const remote = inWorker(store);
    const running = remote.refreshGames();
    await remote.close();
    expect(await running).toEqual({ success: false, reason: 'The odds feed was stopped' });
    expect(await remote.refreshGames()).toMatchObject({ success: true });
  });
});
