import type { Database, Statement } from 'better-sqlite3';
import type { EventMetadata, RecordedEvent } from '../event-store.js';

/** One row of the `events` table, as SQLite answers it. */
export type EventRow = {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
};

export type InsertEventParams = {
  id: string;
  streamId: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
};

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata';

/** SQLite reads `LIMIT -1` as "no limit", which keeps one statement per query shape. */
export const NO_LIMIT = -1;

/** Every statement the store runs, prepared once when the store opens. */
export type SqliteStatements = {
  lastRevision: Statement<[string], { revision: number }>;
  insert: Statement<[InsertEventParams], never>;
  readForwards: Statement<[string, number, number], EventRow>;
  readBackwards: Statement<[string, number, number], EventRow>;
  readAll: Statement<[number, number], EventRow>;
  headPosition: Statement<[], { head: number }>;
};

export function prepareStatements(db: Database): SqliteStatements {
  return {
    lastRevision: db.prepare<[string], { revision: number }>(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    insert: db.prepare<[InsertEventParams], never>(
      `INSERT INTO events (id, stream_id, revision, type, data, metadata)
       VALUES (@id, @streamId, @revision, @type, @data, @metadata)`,
    ),
    readForwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC LIMIT ?`,
    ),
    readBackwards: db.prepare<[string, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    readAll: db.prepare<[number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
    ),
    headPosition: db.prepare<[], { head: number }>('SELECT COALESCE(MAX(position), 0) AS head FROM events'),
  };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
  };
}
