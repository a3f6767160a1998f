import type { AppendResult } from '../event-store.js';
import type { AppendOutcome, AppendRequest } from './sqlite-append.js';
import type { EventRow } from './sqlite-statements.js';

type Waiting = { request: AppendRequest; resolve: (result: AppendResult) => void; reject: (error: unknown) => void };

/**
 * Group commit: the appends asked during one turn of the event loop (under load, every request the turn read from
 * its sockets) are written in one transaction when the turn ends (setImmediate), so a busy log pays one commit
 * for many. Each request keeps its own outcome: its result, or its own refusal (a revision conflict fails only
 * that command). `committed` sees the rows written, in position order, once the transaction has committed.
 */
export const createGroupCommit = (
  appendAll: (requests: readonly AppendRequest[]) => AppendOutcome[],
  committed: (rows: readonly EventRow[]) => void,
) => {
  let waiting: Waiting[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    let outcomes: AppendOutcome[];
    try {
      outcomes = appendAll(batch.map((entry) => entry.request));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    const rows = outcomes.flatMap((outcome) => ('rows' in outcome ? outcome.rows : []));
    if (rows.length > 0) committed(rows);
    outcomes.forEach((outcome, i) => {
      const entry = batch[i] as Waiting;
      if ('result' in outcome) entry.resolve(outcome.result);
      else entry.reject(outcome.error);
    });
  };

  return {
    append: (request: AppendRequest) =>
      new Promise<AppendResult>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (waiting.length === 1) setImmediate(flush);
      }),
    /** Writes what is waiting now (before the store closes). */
    flush,
  };
};
