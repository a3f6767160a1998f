import { describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store.js';
import { describeReadStoreContract } from '../read-store.contract.js';
import { openSqliteReadStore } from '../sqlite/open-sqlite-read-store.js';
import { batchWriteBehind, createWriteBehindReadStore } from './write-behind-read-store.js';

// The overlay answers the whole port as a store does, with its writes still held in memory.
describeReadStoreContract('write-behind overlay over sqlite :memory:', async () =>
  createWriteBehindReadStore(openSqliteReadStore({ path: ':memory:' })),
);

class Boom extends Error {}

const storeWith = async (setup: (store: ReadStore) => Promise<void> = async () => {}) => {
  const store = openSqliteReadStore({ path: ':memory:' });
  await setup(store);
  return store;
};

/** A store that already holds one document of `collection`, written at `position`. */
const storeHolding = (collection: string, doc: { id: string } & Record<string, unknown>, position: number) =>
  storeWith(async (store) => void (await store.collection(collection).put(doc, position)));

describe('write-behind overlay', () => {
  it('writes nothing to the store before its flush, then each changed document once, with the checkpoints', async () => {
    const store = await storeWith();
    const overlay = createWriteBehindReadStore(store);
    const bets = overlay.collection('bets');
    for (let position = 1; position <= 5; position += 1) {
      const current = await bets.get('b1');
      await bets.put({ id: 'b1', legs: ((current?.legs as number) ?? 0) + 1 }, position);
    }
    await overlay.setCheckpoint('bets', 5);

    expect(await store.collection('bets').get('b1')).toBeNull();
    expect(await store.getCheckpoint('bets')).toBe(0);
    expect(await overlay.getCheckpoint('bets')).toBe(5);

    await overlay.flush();
    expect(await store.collection('bets').get('b1')).toEqual({ id: 'b1', legs: 5, _position: 5 });
    expect(await store.getCheckpoint('bets')).toBe(5);
  });

  it('keeps a newer stored copy over a put of a document it never read (the store guard decides)', async () => {
    const store = await storeHolding('bets', { id: 'b1', v: 'stored' }, 9);
    const overlay = createWriteBehindReadStore(store);
    await overlay.collection('bets').put({ id: 'b1', v: 'older' }, 4);
    expect(await overlay.collection('bets').get('b1')).toEqual({ id: 'b1', v: 'stored', _position: 9 });
    await overlay.collection('bets').put({ id: 'b2', v: 'older' }, 4);
    await overlay.flush();
    expect(await store.collection('bets').get('b1')).toEqual({ id: 'b1', v: 'stored', _position: 9 });
    expect(await store.collection('bets').get('b2')).toEqual({ id: 'b2', v: 'older', _position: 4 });
  });

  it('writes a document put back at an older position after a delete, as single writes would', async () => {
    const store = await storeHolding('bets', { id: 'b1', v: 'stored' }, 5);
    const overlay = createWriteBehindReadStore(store);
    const bets = overlay.collection('bets');
    expect(await bets.delete('b1', 7)).toBe(true);
    expect(await bets.put({ id: 'b1', v: 'again' }, 3)).toBe(true);
    await overlay.flush();
    expect(await store.collection('bets').get('b1')).toEqual({ id: 'b1', v: 'again', _position: 3 });
  });

  it('lets queries and deleteMany see the changes it holds', async () => {
    const store = await storeHolding('rounds', { id: 'r0', userId: 'u1' }, 1);
    const overlay = createWriteBehindReadStore(store);
    const rounds = overlay.collection('rounds');
    await rounds.put({ id: 'r1', userId: 'u1' }, 2);
    await rounds.put({ id: 'r2', userId: 'u2' }, 3);
    await rounds.delete('r0', 4);
    expect((await rounds.find({ userId: 'u1' })).map((round) => round.id)).toEqual(['r1']);
    await rounds.put({ id: 'r3', userId: 'u1' }, 5);
    expect(await rounds.count({ userId: 'u1' })).toBe(2);
    expect(await rounds.deleteMany({ userId: 'u1' })).toBe(2);
    expect(await rounds.get('r3')).toBeNull();
    expect((await rounds.find()).map((round) => round.id)).toEqual(['r2']);
  });

  it('batchWriteBehind commits the work and its checkpoint together, and nothing when the work throws', async () => {
    const store = await storeWith();
    await batchWriteBehind(store, async (overlay) => {
      await overlay.collection('rounds').put({ id: 'r1', userId: 'u1' }, 1);
      await overlay.setCheckpoint('casino', 1);
    });
    const failing = batchWriteBehind(store, async (overlay) => {
      await overlay.collection('rounds').put({ id: 'r2', userId: 'u1' }, 2);
      // A query writes the collection's changes to the store inside the batch's transaction...
      expect(await overlay.collection('rounds').count({ userId: 'u1' })).toBe(2);
      await overlay.setCheckpoint('casino', 2);
      throw new Boom('projection failed');
    });
    await expect(failing).rejects.toBeInstanceOf(Boom);
    // ...which the failure rolled back with everything else.
    expect((await store.collection('rounds').find()).map((round) => round.id)).toEqual(['r1']);
    expect(await store.getCheckpoint('casino')).toBe(1);
  });
});
