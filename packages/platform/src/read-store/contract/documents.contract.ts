import { describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store.js';

export function describeDocumentContract(store: () => ReadStore): void {
  describe('documents', () => {
    it('returns a stored document with the position it was written at, and null for an unknown id', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'b1', stake: 500 }, 7);

      expect(await bets.get('b1')).toEqual({ id: 'b1', stake: 500, _position: 7 });
      expect(await bets.get('nope')).toBeNull();
    });

    it('round-trips nested objects, arrays, nulls, booleans, floats and unicode', async () => {
      const doc = {
        id: 'slip-1',
        player: { name: 'Zoë 🏀', flags: { vip: true, banned: false }, limits: null },
        legs: [
          { market: 'h2h', odds: -110, picks: ['home'], meta: {} },
          { market: 'total', odds: 145, line: 212.5, picks: [] },
        ],
        matrix: [
          [1, 2],
          [3, [4, { deep: 'yes' }]],
        ],
        negative: -0.25,
        empty: '',
      };
      const slips = store().collection('slips');
      await slips.put(doc, 1);

      expect(await slips.get('slip-1')).toEqual({ ...doc, _position: 1 });
      expect(await slips.find({ id: 'slip-1' })).toEqual([{ ...doc, _position: 1 }]);
    });

    it('replaces the whole document on a newer write: fields absent from it are gone', async () => {
      const bets = store().collection('bets');
      await bets.put({ id: 'b1', status: 'open', legs: [1, 2] }, 1);
      await bets.put({ id: 'b1', status: 'won' }, 2);

      expect(await bets.get('b1')).toEqual({ id: 'b1', status: 'won', _position: 2 });
    });

    it('keeps collections apart: the same id lives independently in two collections', async () => {
      await store().collection('bets').put({ id: 'x', kind: 'bet' }, 1);
      await store().collection('users').put({ id: 'x', kind: 'user' }, 2);
      await store().collection('users').delete('x');

      expect(await store().collection('bets').get('x')).toEqual({ id: 'x', kind: 'bet', _position: 1 });
      expect(await store().collection('users').count()).toBe(0);
    });

    it('rejects collection names that are not plain identifiers, and the reserved name', () => {
      for (const name of ['', 'bets; DROP TABLE x', 'a"b', 'a.b', '$cmd', '1bets', 'checkpoints']) {
        expect(() => store().collection(name), name).toThrow(/collection name/i);
      }
    });

    it('rejects field paths that are not dotted identifiers, wherever a field is named', async () => {
      const bets = store().collection('bets');
      for (const field of ["a') OR 1=1 --", '$where', 'a..b', '_id', 'a.$ne']) {
        await expect(bets.find({ [field]: 1 }), field).rejects.toThrow(/field path/);
        await expect(bets.find({}, { sort: { [field]: 1 } }), field).rejects.toThrow(/field path/);
        await expect(bets.ensureIndex(field), field).rejects.toThrow(/field path/);
      }
    });

    it('rejects a document without a string id and a position that is not a non-negative integer', async () => {
      const bets = store().collection('bets');
      await expect(bets.put({ id: '' }, 1)).rejects.toThrow(/id/);
      await expect(bets.put({ id: 'b1' }, -1)).rejects.toThrow(/Position/);
      await expect(bets.put({ id: 'b1' }, 1.5)).rejects.toThrow(/Position/);
      expect(await bets.count()).toBe(0);
    });
  });
}
