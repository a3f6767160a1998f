import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessTransport, openSqliteEventStore, openSqliteReadStore, type ReadStore } from '@sb/platform';
import type { Projection } from '../read-models/projection.js';
import { readParkedProjections } from './parked-projections.js';
import { createProjectionRunner } from './projection-runner.js';
import { readModelCheckpoint } from './read-model-checkpoints.js';

const metadata = { at: '2026-11-22T00:00:00.000Z', actor: 'test', correlationId: 'c', causationId: 'c', schema: 1 };

/** Counts events into its own collection; `failOnPoison` makes it throw on the events marked poison. */
const counter = (name: string, failOnPoison: () => boolean): Projection => ({
  name,
  collections: [name],
  setup: async () => undefined,
  async apply(event, store: ReadStore) {
    if (failOnPoison() && (event.data as { poison?: boolean }).poison) throw new Error('cannot project this one');
    await store.collection(name).put({ id: event.id, type: event.type }, event.position);
  },
});

const stores = () => ({
  eventStore: openSqliteEventStore({ path: ':memory:' }),
  readStore: openSqliteReadStore({ path: ':memory:' }),
});
let opened: ReturnType<typeof stores>[] = [];
afterEach(async () => {
  for (const { eventStore, readStore } of opened) {
    await eventStore.close();
    await readStore.close();
  }
  opened = [];
});

const appendMany = async (ports: ReturnType<typeof stores>, count: number, poisonAt: number, prefix = 's') => {
  const events = Array.from({ length: count }, (_, i) => ({
    type: 'Happened',
    data: { i, poison: i === poisonAt },
    metadata,
  }));
  await Promise.all(events.map((event, i) => ports.eventStore.append(`${prefix}-${i}`, [event], 'no_stream')));
};

const ids = async (store: ReadStore, name: string) =>
  (await store.collection(name).find({}, { sort: { id: 1 } })).map((doc) => [doc.id, doc._position]);

describe('projection runner', () => {
  it('parks the read model that throws at that event while the others apply the whole burst', async () => {
    const ports = stores();
    opened.push(ports);
    const errors: string[] = [];
    const runner = createProjectionRunner({
      transport: createInProcessTransport(ports.eventStore),
      readStore: ports.readStore,
      eventStore: ports.eventStore,
      projections: [counter('fragile', () => true), counter('sturdy', () => false)],
      logger: { error: (message) => errors.push(message) },
    });
    await runner.start();
    await appendMany(ports, 50, 20);
    const head = await ports.eventStore.headPosition();
    expect(await runner.progress.waitFor(head, 5000)).toBe(true);

    const poison = (await ports.eventStore.readAll({ afterPosition: 0, maxCount: 100 })).find(
      (event) => (event.data as { poison?: boolean }).poison,
    );
    expect(await ports.readStore.collection('sturdy').count()).toBe(50);
    expect(await ports.readStore.collection('fragile').count()).toBe(poison!.position - 1);
    expect(await ports.readStore.getCheckpoint(readModelCheckpoint('read-models', 'fragile'))).toBe(
      poison!.position - 1,
    );
    const parked = await readParkedProjections(ports.readStore);
    expect(parked).toEqual([
      expect.objectContaining({
        projection: 'fragile',
        position: poison!.position,
        streamId: poison!.streamId,
        type: 'Happened',
        error: 'cannot project this one',
      }),
    ]);
    expect(runner.parked().map((p) => p.projection)).toEqual(['fragile']);
    expect(errors).toEqual(['projection parked']);
    // Progress is what the read models that are not parked reached.
    expect(await ports.readStore.getCheckpoint('read-models')).toBe(head);
    await runner.stop();
  });

  it('resumes a parked read model from its event after a fix and a restart, ending like a clean run', async () => {
    const ports = stores();
    opened.push(ports);
    let broken = true;
    const projections = [counter('fragile', () => broken), counter('sturdy', () => false)];
    const start = () =>
      createProjectionRunner({
        transport: createInProcessTransport(ports.eventStore),
        readStore: ports.readStore,
        eventStore: ports.eventStore,
        projections,
        logger: { error: () => undefined },
      });
    const first = start();
    await first.start();
    await appendMany(ports, 30, 3);
    expect(await first.progress.waitFor(await ports.eventStore.headPosition(), 5000)).toBe(true);
    await first.stop();
    expect(await readParkedProjections(ports.readStore)).toHaveLength(1);

    broken = false;
    await appendMany(ports, 5, -1, 'later');
    const second = start();
    await second.start();
    const head = await ports.eventStore.headPosition();
    expect(await second.progress.waitFor(head, 5000)).toBe(true);
    await second.stop();

    expect(await readParkedProjections(ports.readStore)).toEqual([]);
    expect(await ports.readStore.getCheckpoint(readModelCheckpoint('read-models', 'fragile'))).toBe(head);
    const clean = openSqliteReadStore({ path: ':memory:' });
    const rebuilt = createProjectionRunner({
      transport: createInProcessTransport(ports.eventStore),
      readStore: clean,
      projections: [counter('fragile', () => false)],
    });
    await rebuilt.start();
    expect(await rebuilt.progress.waitFor(head, 5000)).toBe(true);
    await rebuilt.stop();
    expect(await ids(ports.readStore, 'fragile')).toEqual(await ids(clean, 'fragile'));
    expect(await ids(ports.readStore, 'sturdy')).toEqual(await ids(clean, 'fragile'));
    await clean.close();
  });

  it('resumes after its checkpoint without applying anything twice', async () => {
    const ports = stores();
    opened.push(ports);
    const start = () =>
      createProjectionRunner({
        transport: createInProcessTransport(ports.eventStore),
        readStore: ports.readStore,
        projections: [counter('counted', () => false)],
      });
    const first = start();
    await first.start();
    await ports.eventStore.append('a-1', [{ type: 'Happened', data: {}, metadata }], 'no_stream');
    await first.progress.waitFor(await ports.eventStore.headPosition(), 2000);
    await first.stop();
    await ports.eventStore.append('a-2', [{ type: 'Happened', data: {}, metadata }], 'no_stream');
    const second = start();
    await second.start();
    expect(await second.progress.waitFor(await ports.eventStore.headPosition(), 2000)).toBe(true);
    expect(await ports.readStore.collection('counted').count()).toBe(2);
    await second.stop();
  });

  it('starts read models stored under the shared checkpoint from that checkpoint', async () => {
    const ports = stores();
    opened.push(ports);
    await appendMany(ports, 3, -1);
    await ports.readStore.setCheckpoint('read-models', 2);
    const runner = createProjectionRunner({
      transport: createInProcessTransport(ports.eventStore),
      readStore: ports.readStore,
      projections: [counter('counted', () => false)],
    });
    await runner.start();
    expect(await runner.progress.waitFor(3, 2000)).toBe(true);
    expect((await ids(ports.readStore, 'counted')).map(([, position]) => position)).toEqual([3]);
    await runner.stop();
  });

  it('drops a read model written by an older version of its code and replays the log into it; the others go on', async () => {
    const ports = stores();
    opened.push(ports);
    const warnings: unknown[] = [];
    // Version 2 of 'shaped' writes a field version 1 did not: documents of version 1 must not survive.
    const shaped = (version: number): Projection => ({
      ...counter('shaped', () => false),
      version,
      async apply(event, store: ReadStore) {
        await store.collection('shaped').put({ id: event.id, type: event.type, version }, event.position);
      },
    });
    const start = (version: number) =>
      createProjectionRunner({
        transport: createInProcessTransport(ports.eventStore),
        readStore: ports.readStore,
        eventStore: ports.eventStore,
        projections: [shaped(version), counter('steady', () => false)],
        logger: { error: () => undefined, warn: (message, meta) => warnings.push([message, meta]) },
      });
    const first = start(1);
    await first.start();
    await appendMany(ports, 4, -1);
    expect(await first.progress.waitFor(await ports.eventStore.headPosition(), 5000)).toBe(true);
    await first.stop();

    const second = start(2);
    await second.start();
    await appendMany(ports, 2, -1, 'later');
    expect(await second.progress.waitFor(await ports.eventStore.headPosition(), 5000)).toBe(true);
    await second.stop();
    const versions = (await ports.readStore.collection('shaped').find({})).map((doc) => doc.version);
    expect(versions).toEqual([2, 2, 2, 2, 2, 2]);
    expect(await ports.readStore.collection('steady').count()).toBe(6);
    expect(warnings).toEqual([['read models of an older version dropped; replaying the log', { reset: ['shaped'] }]]);

    // The same version again: nothing is dropped.
    const third = start(2);
    await third.start();
    await third.stop();
    expect(warnings).toHaveLength(1);
  });

  it('drops the collections a read model retired at its next start, and keeps projecting into the ones it keeps', async () => {
    const ports = stores();
    opened.push(ports);
    const both: Projection = {
      ...counter('kept', () => false),
      collections: ['kept', 'copy'],
      async apply(event, store: ReadStore) {
        await store.collection('kept').put({ id: event.id }, event.position);
        await store.collection('copy').put({ id: event.id }, event.position);
      },
    };
    const start = (projection: Projection) =>
      createProjectionRunner({
        transport: createInProcessTransport(ports.eventStore),
        readStore: ports.readStore,
        eventStore: ports.eventStore,
        projections: [projection],
        logger: { error: () => undefined, warn: () => undefined },
      });
    const first = start(both);
    await first.start();
    await appendMany(ports, 3, -1);
    expect(await first.progress.waitFor(await ports.eventStore.headPosition(), 5000)).toBe(true);
    await first.stop();
    expect(await ports.readStore.collection('copy').count()).toBe(3);

    const second = start({ ...counter('kept', () => false), retiredCollections: ['copy'] });
    await second.start();
    expect(await ports.readStore.collection('copy').count()).toBe(0);
    await appendMany(ports, 2, -1, 'later');
    expect(await second.progress.waitFor(await ports.eventStore.headPosition(), 5000)).toBe(true);
    await second.stop();
    expect(await ports.readStore.collection('kept').count()).toBe(5);
    expect(await ports.readStore.collection('copy').count()).toBe(0);
  });
});
