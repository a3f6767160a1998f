import type { Database } from 'better-sqlite3';
import { newEventId } from '../event-id.js';
import { ExpectedVersionConflict } from '../event-store.js';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store.js';
import type { SqliteStatements } from './sqlite-statements.js';

/** Revision reported for a stream that has no events, as in ExpectedVersionConflict.actual. */
const NO_STREAM_REVISION = -1;

export type AppendToSqlite = (
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
) => AppendResult;

/**
 * Builds the append as one IMMEDIATE transaction: the write lock is taken before the current revision is read,
 * so the check and the inserts cannot interleave with another connection's append to the same file.
 */
export function createAppend(db: Database, statements: SqliteStatements): AppendToSqlite {
  const currentRevision = (streamId: string): number =>
    statements.lastRevision.get(streamId)?.revision ?? NO_STREAM_REVISION;

  const appendInTransaction = db.transaction(
    (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): AppendResult => {
      const actual = currentRevision(streamId);
      if (!matchesExpectedRevision(expected, actual)) throw new ExpectedVersionConflict(streamId, expected, actual);

      let revision = actual;
      let position = 0;
      for (const event of events) {
        revision += 1;
        const { lastInsertRowid } = statements.insert.run({
          id: event.id ?? newEventId(),
          streamId,
          revision,
          type: event.type,
          data: JSON.stringify(event.data ?? null),
          metadata: JSON.stringify(event.metadata),
        });
        position = Number(lastInsertRowid);
      }
      return { nextExpectedRevision: revision, position };
    },
  );

  return (streamId, events, expected) => {
    if (events.length === 0) throw new RangeError(`append to ${streamId} needs at least one event`);
    try {
      return appendInTransaction.immediate(streamId, events, expected);
    } catch (error) {
      // Revisions are computed inside the write transaction, so a UNIQUE violation here means an event id that is
      // already in the log: callers see it as the same optimistic-concurrency failure, never as a raw SQLite error.
      if (isUniqueViolation(error)) throw new ExpectedVersionConflict(streamId, expected, currentRevision(streamId));
      throw error;
    }
  };
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
