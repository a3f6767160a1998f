import { afterEach, beforeEach, describe } from 'vitest';
import { describeBatchContract } from './contract/batch.contract.js';
import { describeCheckpointContract } from './contract/checkpoints.contract.js';
import { describeDocumentContract } from './contract/documents.contract.js';
import { describeFindContract } from './contract/find.contract.js';
import { describeWriteGuardContract } from './contract/write-guards.contract.js';
import type { ReadStore } from './read-store.js';

/** Opens a fresh, empty store; the suite closes it after each test. */
export type ReadStoreFactory = () => Promise<ReadStore>;

/** What every ReadStore adapter must do. Run by each adapter's `*.int.spec.ts`. */
export function describeReadStoreContract(name: string, factory: ReadStoreFactory): void {
  describe(`ReadStore contract: ${name}`, () => {
    let current: ReadStore | undefined;
    beforeEach(async () => {
      current = await factory();
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });
    const store = (): ReadStore => {
      if (!current) throw new Error('The store is opened in beforeEach');
      return current;
    };

    describeDocumentContract(store);
    describeFindContract(store);
    describeWriteGuardContract(store);
    describeCheckpointContract(store);
    describeBatchContract(store);
  });
}
