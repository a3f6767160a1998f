import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createInProcessTransport,
  openSqliteEventStore,
  openSqliteReadStore,
  type EventStore,
  type ReadStore,
} from '@sb/platform';
import {
  allProjections,
  createProjectionRunner,
  READ_MODELS_GROUP,
  readModelCheckpoint,
  rebuildProjections,
} from '@sb/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelChecksums } from './read-model-checksum.js';
import { documentsOf } from './read-model-documents.js';
import { playWorld, sampleSteps, tempDataDir } from './testing/audit-data-dir.js';

/**
 * The rebuild folds events in memory and writes each changed document once per flush (a write-behind overlay).
 * Against the plainest way of projecting (one event at a time, each in its own batch, straight into the store) on
 * a generated log with bets, settlements, admin re-settlements, casino rounds and seed reveals, adjustments,
 * free play and deletions, it must leave the same documents, written at the same positions.
 */

class Stopped extends Error {}

/** Every read model's documents, `_position` included, by collection. */
const contentOf = async (store: ReadStore) => {
  const content: Record<string, unknown[]> = {};
  for (const projection of allProjections)
    for (const collection of projection.collections) {
      const documents = [];
      for await (const doc of documentsOf(store, collection)) documents.push(doc);
      content[collection] = documents;
    }
  return content;
};

const projectOneEventAtATime = async (eventStore: EventStore) => {
  const store = openSqliteReadStore({ path: ':memory:' });
  for (const projection of allProjections) await projection.setup(store);
  for (const event of await eventStore.readAll())
    for (const projection of allProjections) await store.batch((batch) => projection.apply(event, batch));
  return store;
};

describe('batched rebuild', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let eventStore: EventStore;
  let reference: ReadStore;
  let head: number;

  beforeAll(async () => {
    ({ dir, remove } = await tempDataDir());
    const world = await playWorld(dir, sampleSteps(2_000));
    expect(world.stats.commands).toBeGreaterThan(1_000);
    eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    head = await eventStore.headPosition();
    reference = await projectOneEventAtATime(eventStore);
  }, 300_000);

  afterAll(async () => {
    await reference?.close();
    await eventStore?.close();
    await remove?.();
  });

  it('the generated log has some of everything the read models fold', async () => {
    const types = new Set((await eventStore.readAll()).map((event) => event.type));
    for (const type of [
      'BetPlaced',
      'BetSettled',
      'BetResettled',
      'CasinoRoundEnded',
      'CasinoSeedsRotated',
      'BalanceAdjusted',
      'UserDeleted',
    ])
      expect(types, type).toContain(type);
  });

  it.each([
    ['flushes every 97 events (documents changed across many flushes)', 97],
    ['one flush for the whole log', 1_000_000],
  ])('leaves the same documents and checksums as one event at a time: %s', async (_name, flushEvery) => {
    const store = openSqliteReadStore({ path: ':memory:' });
    const flushes: number[] = [];
    const { replayed, upTo } = await rebuildProjections({
      eventStore,
      readStore: store,
      projections: allProjections,
      toHead: true,
      flushEvery,
      onFlush: ({ position }) => void flushes.push(position),
    });
    expect([replayed, upTo]).toEqual([head, head]);
    expect(flushes.length).toBe(Math.ceil(head / flushEvery));
    expect(await contentOf(store)).toEqual(await contentOf(reference));
    expect(await readModelChecksums(store, allProjections)).toEqual(
      await readModelChecksums(reference, allProjections),
    );
    expect(await store.getCheckpoint(READ_MODELS_GROUP)).toBe(head);
    await store.close();
  });

  it('a rebuild stopped after a flush is resumed by the runner to the same result', async () => {
    // The read models the world's runner projected live, rebuilt in place.
    await copyFile(join(dir, 'read-models.sqlite'), join(dir, 'rebuilt.sqlite'));
    const store = openSqliteReadStore({ path: join(dir, 'rebuilt.sqlite') });
    expect(await store.getCheckpoint(READ_MODELS_GROUP)).toBe(head);
    const stopped = rebuildProjections({
      eventStore,
      readStore: store,
      projections: allProjections,
      toHead: true,
      flushEvery: 500,
      onFlush: ({ position }) => {
        if (position >= 1_000) throw new Stopped(`stopped at ${position}`);
      },
    });
    await expect(stopped).rejects.toBeInstanceOf(Stopped);
    await store.close();

    // What a crash there leaves: the read models and their checkpoints at the last flush, not at the head.
    const reopened = openSqliteReadStore({ path: join(dir, 'rebuilt.sqlite') });
    expect(await reopened.getCheckpoint(READ_MODELS_GROUP)).toBe(1_000);
    expect(await reopened.getCheckpoint(readModelCheckpoint(READ_MODELS_GROUP, 'bets'))).toBe(1_000);
    expect(head).toBeGreaterThan(1_500);
    const runner = createProjectionRunner({
      transport: createInProcessTransport(eventStore),
      readStore: reopened,
      eventStore,
      projections: allProjections,
      logger: { error: (message, meta) => console.error(message, meta) },
    });
    await runner.start();
    expect(await runner.progress.waitFor(head, 60_000)).toBe(true);
    await runner.stop();
    expect(await contentOf(reopened)).toEqual(await contentOf(reference));
    await reopened.close();
  });
});
