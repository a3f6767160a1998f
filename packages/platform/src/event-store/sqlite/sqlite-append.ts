import type { Database } from 'better-sqlite3';
import { storedEventJson } from '../../ledger/stored-chain-text.js';
import { newEventId } from '../event-id.js';
import { ExpectedVersionConflict } from '../event-store.js';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store.js';
import type { EventRow, SqliteStatements } from './sqlite-statements.js';

/** Revision reported for a stream that has no events, as in ExpectedVersionConflict.actual. */
const NO_STREAM_REVISION = -1;

export type AppendRequest = { streamId: string; events: readonly NewEvent[]; expected: ExpectedRevision };

/** One request's outcome: its result and the rows it wrote, or the error that refused it (nothing written). */
export type AppendOutcome = { result: AppendResult; rows: EventRow[] } | { error: unknown };

/**
 * Appends a batch of requests in one IMMEDIATE transaction (one commit for all: group commit). The write lock is
 * taken before any revision is read, so a check and its inserts cannot interleave with another connection's
 * append; each request is checked against its own expected revision (after the batch's earlier requests) in a
 * savepoint of its own, so a conflict or a duplicate event id refuses that request alone.
 */
export function createAppend(db: Database, statements: SqliteStatements) {
  const currentRevision = (streamId: string): number =>
    statements.lastRevision.get(streamId)?.revision ?? NO_STREAM_REVISION;

  const appendOne = db.transaction(({ streamId, events, expected }: AppendRequest) => {
    const actual = currentRevision(streamId);
    if (!matchesExpectedRevision(expected, actual)) throw new ExpectedVersionConflict(streamId, expected, actual);

    let revision = actual;
    const rows: EventRow[] = [];
    for (const event of events) {
      revision += 1;
      // A wallet event's JSON is the text its hash covers (ledger/stored-chain-text.ts), so an audit hashes it as stored.
      const { data, metadata } = storedEventJson(event);
      const row = { id: event.id ?? newEventId(), streamId, revision, type: event.type, data, metadata };
      const { lastInsertRowid } = statements.insert.run(row);
      const { streamId: stream_id, ...columns } = row;
      rows.push({ ...columns, stream_id, position: Number(lastInsertRowid) });
    }
    const result: AppendResult = { nextExpectedRevision: revision, position: rows[rows.length - 1]?.position ?? 0 };
    return { result, rows };
  });

  const outcomeOf = (request: AppendRequest): AppendOutcome => {
    try {
      return appendOne(request);
    } catch (error) {
      // SQLite rolled the whole transaction back (a full disk, an I/O error): the batch fails as one.
      if (!db.inTransaction) throw error;
      // Revisions are computed inside the write transaction, so a UNIQUE violation here means an event id that is
      // already in the log: callers see it as the same optimistic-concurrency failure, never as a raw SQLite error.
      if (!isUniqueViolation(error)) return { error };
      return {
        error: new ExpectedVersionConflict(request.streamId, request.expected, currentRevision(request.streamId)),
      };
    }
  };

  const appendAll = db.transaction((requests: readonly AppendRequest[]) => requests.map(outcomeOf));

  /** Every request's outcome; throws only when the transaction itself fails (then nothing was written). */
  return (requests: readonly AppendRequest[]): AppendOutcome[] => appendAll.immediate(requests);
}

export function matchesExpectedRevision(expected: ExpectedRevision, actual: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === NO_STREAM_REVISION;
    case 'stream_exists':
      return actual !== NO_STREAM_REVISION;
    default:
      return expected === actual;
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
