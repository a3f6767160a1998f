import type { Database } from 'better-sqlite3';

/**
 * better-sqlite3 transactions are synchronous, but a projection's batch awaits between its writes. So a batch
 * is an explicit BEGIN IMMEDIATE ... COMMIT around the awaited work, and while it is open the connection
 * belongs to it: operations issued with the batch's scope (through the store handed to the work, see
 * open-sqlite-read-store.ts) run in the transaction; any other operation, read or write, and any other batch
 * wait in one FIFO queue until it has committed or rolled back. Without that queue a write from elsewhere
 * would land in (and be rolled back with) someone else's transaction, and a read would see uncommitted data.
 *
 * The scope is passed explicitly rather than found through AsyncLocalStorage: an AsyncLocalStorage once run
 * keeps async hooks on every promise of the process (3.5% of the embedded stack's main thread under bets).
 * A batch started with an open scope joins it: the outermost batch decides commit or rollback.
 */
export type BatchScope = { open: boolean };

export type TransactionSerializer = {
  /** Runs one synchronous database operation in turn, or at once when `scope` is an open batch's. */
  run<R>(operation: () => R, scope?: BatchScope): Promise<R>;
  batch<R>(work: (scope: BatchScope) => Promise<R>, scope?: BatchScope): Promise<R>;
};

export function createTransactionSerializer(db: Database, onRollback: () => void): TransactionSerializer {
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();

  function exclusive<R>(task: () => Promise<R> | R): Promise<R> {
    queued += 1;
    const result = tail.then(task).finally(() => {
      queued -= 1;
    });
    tail = result.catch(() => undefined);
    return result;
  }

  async function transaction<R>(work: (scope: BatchScope) => Promise<R>): Promise<R> {
    const scope: BatchScope = { open: true };
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = await work(scope);
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
    async run(operation, scope) {
      // Nothing queued or open: run now, sparing every standalone read a trip through the queue.
      if (scope?.open === true || queued === 0) return operation();
      return exclusive(operation);
    },
    batch(work, scope) {
      if (scope?.open === true) return work(scope);
      return exclusive(() => transaction(work));
    },
  };
}
