import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessTransport, openSqliteEventStore, openSqliteReadStore, type ReadStore } from '@sb/platform';
import type { Projection } from '../read-models/projection.js';
import { createProjectionRunner } from './projection-runner.js';

const metadata = { at: '2026-11-22T00:00:00.000Z', actor: 'test', correlationId: 'c', causationId: 'c', schema: 1 };
const counted: Projection = {
  name: 'counted',
  collections: ['counted'],
  setup: async () => undefined,
  async apply(event, store: ReadStore) {
    if ((event.data as { poison?: boolean }).poison) throw new Error('cannot project this one');
    await store.collection('counted').put({ id: event.id, type: event.type }, event.position);
  },
};

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

describe('projection runner', () => {
  it('applies a burst of events, skips only the one a projection cannot apply, and checkpoints the head', async () => {
    const ports = stores();
    opened.push(ports);
    const errors: string[] = [];
    const runner = createProjectionRunner({
      transport: createInProcessTransport(ports.eventStore),
      readStore: ports.readStore,
      projections: [counted],
      logger: { error: (message) => errors.push(message) },
    });
    await runner.start();
    const events = Array.from({ length: 50 }, (_, i) => ({
      type: 'Happened',
      data: { i, poison: i === 20 },
      metadata,
    }));
    await Promise.all(events.map((event, i) => ports.eventStore.append(`s-${i}`, [event], 'no_stream')));
    const head = await ports.eventStore.headPosition();
    expect(await runner.progress.waitFor(head, 2000)).toBe(true);
    expect(await ports.readStore.collection('counted').count()).toBe(49);
    expect(errors).toEqual(['projection failed']);
    expect(await ports.readStore.getCheckpoint('read-models')).toBe(head);
    await runner.stop();
  });

  it('resumes after its checkpoint without applying anything twice', async () => {
    const ports = stores();
    opened.push(ports);
    const start = () =>
      createProjectionRunner({
        transport: createInProcessTransport(ports.eventStore),
        readStore: ports.readStore,
        projections: [counted],
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
});
