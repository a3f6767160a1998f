import { beforeEach, describe, expect, it } from 'vitest';
import type { Collection, Document, Filter, FindOptions, ReadStore } from '../read-store.js';

// Mixed on purpose: b5's stake is a string and it has no `event`, b3 has no `settledAt` nor `live`.
const BETS: Document[] = [
  {
    id: 'b1',
    status: 'open',
    stake: 500,
    live: true,
    settledAt: null,
    event: { league: 'NBA', startsAt: '2026-01-02' },
  },
  {
    id: 'b2',
    status: 'won',
    stake: 1500,
    live: false,
    settledAt: '2026-01-03',
    event: { league: 'NFL', startsAt: '2026-01-01' },
  },
  { id: 'b3', status: 'lost', stake: 250.5, event: { league: 'NBA', startsAt: '2026-01-03' } },
  { id: 'b4', status: 'open', stake: 0, live: true, settledAt: null, event: { league: 'MLB', startsAt: '2026-01-02' } },
  { id: 'b5', status: 'void', stake: '1000', live: false, settledAt: '2026-01-04' },
];

export function describeFindContract(store: () => ReadStore): void {
  describe('find, count and indexes', () => {
    let bets: Collection;
    beforeEach(async () => {
      bets = store().collection('bets');
      for (const [index, bet] of BETS.entries()) await bets.put(bet, index + 1);
    });
    const ids = async (filter?: Filter, options?: FindOptions): Promise<string[]> => {
      const found = await bets.find(filter, options);
      return found.map((doc) => doc.id);
    };
    const sortedIds = async (filter: Filter): Promise<string[]> => (await ids(filter)).sort();

    it('matches equality on strings, numbers, booleans and dotted paths, all conditions together', async () => {
      expect(await sortedIds({ status: 'open' })).toEqual(['b1', 'b4']);
      expect(await sortedIds({ stake: 1500 })).toEqual(['b2']);
      expect(await sortedIds({ stake: '1000' })).toEqual(['b5']);
      expect(await sortedIds({ live: true })).toEqual(['b1', 'b4']);
      expect(await sortedIds({ live: false })).toEqual(['b2', 'b5']);
      expect(await sortedIds({ 'event.league': 'NBA' })).toEqual(['b1', 'b3']);
      expect(await sortedIds({ status: 'open', 'event.league': 'NBA' })).toEqual(['b1']);
      expect(await sortedIds({ id: 'b2' })).toEqual(['b2']);
    });

    it('matches null against null and missing fields', async () => {
      expect(await sortedIds({ settledAt: null })).toEqual(['b1', 'b3', 'b4']);
      expect(await sortedIds({ 'event.league': null })).toEqual(['b5']);
    });

    it('matches $in, including null and booleans, and an empty $in matches nothing', async () => {
      expect(await sortedIds({ status: { $in: ['won', 'lost'] } })).toEqual(['b2', 'b3']);
      expect(await sortedIds({ stake: { $in: [0, 1500, 42] } })).toEqual(['b2', 'b4']);
      expect(await sortedIds({ settledAt: { $in: [null, '2026-01-04'] } })).toEqual(['b1', 'b3', 'b4', 'b5']);
      expect(await sortedIds({ live: { $in: [false] } })).toEqual(['b2', 'b5']);
      expect(await sortedIds({ status: { $in: [] } })).toEqual([]);
    });

    it('matches $ne, which also matches documents missing the field', async () => {
      expect(await sortedIds({ status: { $ne: 'open' } })).toEqual(['b2', 'b3', 'b5']);
      expect(await sortedIds({ 'event.league': { $ne: 'NBA' } })).toEqual(['b2', 'b4', 'b5']);
      expect(await sortedIds({ live: { $ne: true } })).toEqual(['b2', 'b3', 'b5']);
      expect(await sortedIds({ settledAt: { $ne: null } })).toEqual(['b2', 'b5']);
    });

    it('matches range operators within one kind of value only', async () => {
      expect(await sortedIds({ stake: { $gt: 500 } })).toEqual(['b2']);
      expect(await sortedIds({ stake: { $gte: 500 } })).toEqual(['b1', 'b2']);
      expect(await sortedIds({ stake: { $lt: 500 } })).toEqual(['b3', 'b4']);
      expect(await sortedIds({ stake: { $lte: 250.5 } })).toEqual(['b3', 'b4']);
      expect(await sortedIds({ stake: { $gte: 250.5, $lt: 1500 } })).toEqual(['b1', 'b3']);
      expect(await sortedIds({ stake: { $gt: '0' } })).toEqual(['b5']);
      expect(await sortedIds({ 'event.startsAt': { $gte: '2026-01-02', $lte: '2026-01-02' } })).toEqual(['b1', 'b4']);
      expect(await sortedIds({ live: { $gt: false } })).toEqual(['b1', 'b4']);
      expect(await sortedIds({ _position: { $gt: 3 } })).toEqual(['b4', 'b5']);
    });

    it('treats null bounds as MongoDB does: $gte/$lte null mean null or missing, $gt/$lt null nothing', async () => {
      expect(await sortedIds({ settledAt: { $gte: null } })).toEqual(['b1', 'b3', 'b4']);
      expect(await sortedIds({ settledAt: { $lt: null } })).toEqual([]);
    });

    it('rejects unknown operators and non-scalar values', async () => {
      await expect(bets.find({ status: { $where: 'true' } } as unknown as Filter)).rejects.toThrow(/operator/);
      await expect(bets.find({ status: { $regex: '.*' } } as unknown as Filter)).rejects.toThrow(/operator/);
      await expect(bets.find({ status: {} })).rejects.toThrow(/Empty condition/);
      await expect(bets.find({ stake: { $gt: { $gt: 1 } } } as unknown as Filter)).rejects.toThrow(/values/);
      await expect(bets.find({ stake: Number.NaN })).rejects.toThrow(/values/);
      await expect(bets.find({ stake: { $in: 5 } } as unknown as Filter)).rejects.toThrow(/array/);
    });

    it('sorts by dotted fields in both directions, missing values first ascending, ties by id', async () => {
      expect(await ids({}, { sort: { 'event.startsAt': 1 } })).toEqual(['b5', 'b2', 'b1', 'b4', 'b3']);
      expect(await ids({}, { sort: { 'event.startsAt': -1 } })).toEqual(['b3', 'b1', 'b4', 'b2', 'b5']);
      expect(await ids({ status: { $ne: 'void' } }, { sort: { status: 1, stake: -1 } })).toEqual([
        'b3',
        'b1',
        'b4',
        'b2',
      ]);
    });

    it('pages with limit and skip after sorting; limit 0 returns nothing', async () => {
      expect(await ids({}, { sort: { id: -1 }, limit: 2 })).toEqual(['b5', 'b4']);
      expect(await ids({}, { sort: { id: -1 }, skip: 1, limit: 2 })).toEqual(['b4', 'b3']);
      expect(await ids({}, { sort: { id: 1 }, skip: 3 })).toEqual(['b4', 'b5']);
      expect(await ids({}, { sort: { id: 1 }, skip: 9 })).toEqual([]);
      expect(await ids({}, { limit: 0 })).toEqual([]);
      await expect(bets.find({}, { limit: -1 })).rejects.toThrow(/limit/);
      await expect(bets.find({}, { skip: 0.5 })).rejects.toThrow(/skip/);
    });

    it('finds everything without a filter, and counts with and without one', async () => {
      expect(await sortedIds({})).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
      expect(await bets.count()).toBe(5);
      expect(await bets.count({ status: 'open', live: true })).toBe(2);
      expect(await bets.count({ status: 'nope' })).toBe(0);
    });

    it('creates indexes idempotently and keeps answering the same through them', async () => {
      await bets.ensureIndex('event.league');
      await bets.ensureIndex('event.league');
      await bets.ensureIndex('stake');

      expect(await sortedIds({ 'event.league': { $in: ['NBA', 'MLB'] } })).toEqual(['b1', 'b3', 'b4']);
      expect(await sortedIds({ stake: { $gte: 500 } })).toEqual(['b1', 'b2']);
    });
  });
}
