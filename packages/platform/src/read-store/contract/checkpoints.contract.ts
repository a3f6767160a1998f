import { describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store.js';

export function describeCheckpointContract(store: () => ReadStore): void {
  describe('checkpoints', () => {
    it('is 0 for a projection that never saved one', async () => {
      expect(await store().getCheckpoint('user-bets')).toBe(0);
    });

    it('keeps one checkpoint per projection, overwritten by each save (a rebuild saves 0)', async () => {
      await store().setCheckpoint('user-bets', 42);
      await store().setCheckpoint('balances', 7);
      expect(await store().getCheckpoint('user-bets')).toBe(42);
      expect(await store().getCheckpoint('balances')).toBe(7);

      await store().setCheckpoint('user-bets', 43);
      await store().setCheckpoint('balances', 0);
      expect(await store().getCheckpoint('user-bets')).toBe(43);
      expect(await store().getCheckpoint('balances')).toBe(0);
    });

    it('does not show checkpoints as documents of any collection', async () => {
      await store().setCheckpoint('user-bets', 42);
      expect(await store().collection('user-bets').count()).toBe(0);
    });

    it('rejects a position that is not a non-negative integer', async () => {
      await expect(store().setCheckpoint('user-bets', -1)).rejects.toThrow(/Position/);
    });
  });
}
