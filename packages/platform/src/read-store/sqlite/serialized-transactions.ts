import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from 'better-sqlite3';

/**
 * better-sqlite3 transactions are synchronous, but a projection's batch awaits between its writes. So a batch
 * is an explicit BEGIN IMMEDIATE ... COMMIT around the awaited work, and while it is open the connection
 * belongs to it: operations issued from inside the work (recognised through AsyncLocalStorage) run in the
 * transaction; any other operation, read or write, and any other batch wait in one FIFO queue until it has
 * committed or rolled back. Without that queue a write from elsewhere would land in (and be rolled back
 * with) someone else's transaction, and a read would see uncommitted data.
 *
 * A batch started inside a batch joins it: the outermost batch decides commit or rollback.
 */
export type TransactionSerializer = {
  /** Runs one synchronous database operation in turn (or at once inside the caller's open batch). */
  run<R>(operation: () => R): Promise<R>;
  batch<R>(work: () => Promise<R>): Promise<R>;
};

type BatchScope = { open: boolean };

export function createTransactionSerializer(db: Database, onRollback: () => void): TransactionSerializer {
  const scopes = new AsyncLocalStorage<BatchScope>();
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();

  const inOpenBatch = (): boolean => scopes.getStore()?.open === true;

  function exclusive<R>(task: () => Promise<R> | R): Promise<R> {
    queued += 1;
    const result = tail.then(task).finally(() => {
      queued -= 1;
    });
    tail = result.catch(() => undefined);
    return result;
  }

  async function transaction<R>(work: () => Promise<R>): Promise<R> {
    const scope: BatchScope = { open: true };
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = await scopes.run(scope, work);
      // Closed before COMMIT: a stray, un-awaited operation of the work must now queue like any other.
      scope.open = false;
      db.exec('COMMIT');
      return result;
    } catch (error) {
      scope.open = false;
      if (db.inTransaction) db.exec('ROLLBACK');
      onRollback();
      throw error;
    }
  }

  return {
    async run(operation) {
      // Nothing queued or open: run now, sparing every standalone read a trip through the queue.
      if (inOpenBatch() || queued === 0) return operation();
      return exclusive(operation);
    },
    batch(work) {
      if (inOpenBatch()) return work();
      return exclusive(() => transaction(work));
    },
  };
}
