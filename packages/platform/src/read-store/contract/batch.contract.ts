import { describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store.js';

const tick = (ms = 5): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

class Boom extends Error {}

export function describeBatchContract(store: () => ReadStore): void {
  describe('batch', () => {
    it('returns what the work returns and keeps its writes and checkpoint', async () => {
      const result = await store().batch(async (batch) => {
        await batch.collection('bets').put({ id: 'b1' }, 3);
        await tick();
        await batch.setCheckpoint('user-bets', 3);
        return 'done';
      });

      expect(result).toBe('done');
      expect(await store().collection('bets').get('b1')).toEqual({ id: 'b1', _position: 3 });
      expect(await store().getCheckpoint('user-bets')).toBe(3);
    });

    it('rejects with the error the work threw', async () => {
      await expect(store().batch(() => Promise.reject(new Boom('projection failed')))).rejects.toBeInstanceOf(Boom);
    });

    it('runs batches started together to completion, both committed', async () => {
      const write = (id: string, position: number) =>
        store().batch(async (batch) => {
          await batch.collection('bets').put({ id }, position);
          await tick();
          await batch.setCheckpoint(id, position);
        });
      await Promise.all([write('a', 1), write('b', 2)]);

      expect(await store().collection('bets').count()).toBe(2);
      expect([await store().getCheckpoint('a'), await store().getCheckpoint('b')]).toEqual([1, 2]);
    });

    describe('when the adapter declares atomic batches', () => {
      it('leaves nothing written when the work throws: documents, deletes and checkpoint', async (context) => {
        if (!store().atomicBatch) context.skip('this adapter does not declare atomic batches');
        const bets = store().collection('bets');
        await bets.put({ id: 'kept', version: 1 }, 1);
        await store().setCheckpoint('user-bets', 1);

        const failing = store().batch(async (batch) => {
          const inBatch = batch.collection('bets');
          await inBatch.put({ id: 'kept', version: 2 }, 2);
          await inBatch.put({ id: 'new' }, 2);
          await batch.collection('fresh').put({ id: 'f1' }, 2);
          await tick();
          await inBatch.delete('kept');
          await batch.setCheckpoint('user-bets', 2);
          throw new Boom('after the writes');
        });
        await expect(failing).rejects.toBeInstanceOf(Boom);

        expect(await bets.find()).toEqual([{ id: 'kept', version: 1, _position: 1 }]);
        expect(await store().getCheckpoint('user-bets')).toBe(1);
        expect(await store().collection('fresh').count()).toBe(0);
        expect(await store().collection('fresh').put({ id: 'f1' }, 3)).toBe(true);
      });

      it('joins a batch started from the batch store to it: the outermost one commits or rolls back', async (context) => {
        if (!store().atomicBatch) context.skip('this adapter does not declare atomic batches');
        const failing = store().batch(async (outer) => {
          await outer.batch(async (inner) => {
            await inner.collection('bets').put({ id: 'inner' }, 1);
            await inner.setCheckpoint('user-bets', 1);
          });
          await outer.collection('bets').put({ id: 'outer' }, 2);
          throw new Boom('after the inner batch');
        });
        await expect(failing).rejects.toBeInstanceOf(Boom);

        expect(await store().collection('bets').count()).toBe(0);
        expect(await store().getCheckpoint('user-bets')).toBe(0);
      });

      it('keeps writes and reads from outside a batch out of it while it is open', async (context) => {
        if (!store().atomicBatch) context.skip('this adapter does not declare atomic batches');
        const bets = store().collection('bets');
        let seenOutside: unknown = 'not read';

        const failing = store().batch(async (batch) => {
          await batch.collection('bets').put({ id: 'inside' }, 1);
          await tick(20);
          throw new Boom('rolled back');
        });
        await tick();
        const outside = Promise.all([
          bets.put({ id: 'outside' }, 2),
          bets.get('inside').then((doc) => (seenOutside = doc)),
        ]);
        await expect(failing).rejects.toBeInstanceOf(Boom);
        await outside;

        expect(seenOutside).toBeNull();
        expect((await bets.find()).map((doc) => doc.id)).toEqual(['outside']);
      });
    });
  });
}
