import { describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store.js';

export function describeWriteGuardContract(store: () => ReadStore): void {
  describe('position guards, deletes and drop', () => {
    it('ignores a put at an older or equal position, so a re-delivered event is a no-op', async () => {
      const bets = store().collection('bets');
      expect(await bets.put({ id: 'b1', status: 'won' }, 10)).toBe(true);

      expect(await bets.put({ id: 'b1', status: 'open' }, 9)).toBe(false);
      expect(await bets.put({ id: 'b1', status: 'lost' }, 10)).toBe(false);
      expect(await bets.get('b1')).toEqual({ id: 'b1', status: 'won', _position: 10 });

      expect(await bets.put({ id: 'b1', status: 'void' }, 11)).toBe(true);
      expect(await bets.get('b1')).toEqual({ id: 'b1', status: 'void', _position: 11 });
    });

    it('keeps the newest of concurrent puts to a new document, whatever order they land in', async () => {
      const bets = store().collection('bets');
      const positions = [3, 8, 1, 5, 2, 7];
      const written = await Promise.all(positions.map((position) => bets.put({ id: 'race', position }, position)));

      expect(written.some(Boolean)).toBe(true);
      expect(await bets.get('race')).toEqual({ id: 'race', position: 8, _position: 8 });
    });

    it('does not delete a document written after the delete position', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'b1' }, 10);

      expect(await bets.delete('b1', 9)).toBe(false);
      expect(await bets.get('b1')).not.toBeNull();
      expect(await bets.delete('b1', 10)).toBe(true);
      expect(await bets.get('b1')).toBeNull();
    });

    it('deletes at a later position or unguarded, and reports false for a missing document', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'b1' }, 1);
      await bets.put({ id: 'b2' }, 2);

      expect(await bets.delete('b1', 5)).toBe(true);
      expect(await bets.delete('b2')).toBe(true);
      expect(await bets.delete('b2')).toBe(false);
      expect(await bets.count()).toBe(0);
    });

    it('writeMany applies puts and deletes guarded as single writes are', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'newer', v: 'stored' }, 9);
      await bets.put({ id: 'older', v: 'stored' }, 2);
      await bets.put({ id: 'gone', v: 'stored' }, 3);
      await bets.put({ id: 'kept', v: 'stored' }, 8);

      await bets.writeMany([
        { put: { id: 'newer', v: 'written' }, position: 5 },
        { put: { id: 'older', v: 'written' }, position: 5 },
        { put: { id: 'fresh', v: 'written' }, position: 5 },
        { delete: 'gone', position: 5 },
        { delete: 'kept', position: 5 },
      ]);
      await bets.writeMany([]);

      expect(await bets.find({}, { sort: { id: 1 } })).toEqual([
        { id: 'fresh', v: 'written', _position: 5 },
        { id: 'kept', v: 'stored', _position: 8 },
        { id: 'newer', v: 'stored', _position: 9 },
        { id: 'older', v: 'written', _position: 5 },
      ]);
    });

    it('deletes the documents matching a filter and returns how many', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'b1', status: 'open', event: { id: 'g1' } }, 1);
      await bets.put({ id: 'b2', status: 'won', event: { id: 'g1' } }, 2);
      await bets.put({ id: 'b3', status: 'open', event: { id: 'g2' } }, 3);

      expect(await bets.deleteMany({ 'event.id': 'g1' })).toBe(2);
      expect((await bets.find()).map((doc) => doc.id)).toEqual(['b3']);
      expect(await bets.deleteMany({ status: 'nope' })).toBe(0);
      expect(await bets.deleteMany({})).toBe(1);
      expect(await bets.count()).toBe(0);
    });

    it('drops a collection with its position guards, and the collection can be rebuilt at once', async () => {
      const bets = store().collection('bets');
      await bets.ensureIndex('status');
      await bets.put({ id: 'b1', status: 'won' }, 10);
      await store().collection('users').put({ id: 'u1' }, 11);

      await bets.drop();
      expect(await bets.count()).toBe(0);
      expect(await bets.get('b1')).toBeNull();

      expect(await bets.put({ id: 'b1', status: 'open' }, 1)).toBe(true);
      await bets.ensureIndex('status');
      expect(await bets.find({ status: 'open' })).toEqual([{ id: 'b1', status: 'open', _position: 1 }]);
      expect(await store().collection('users').count()).toBe(1);
    });

    it('drops a collection that was never written', async () => {
      await expect(store().collection('never').drop()).resolves.toBeUndefined();
    });
  });
}
