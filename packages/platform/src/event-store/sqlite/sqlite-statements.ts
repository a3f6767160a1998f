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

/** A read with a row limit: `maxCount` NO_LIMIT (-1) for every row. */
type LimitedRead<Params extends unknown[]> = (...args: [...Params, maxCount: number]) => EventRow[];

/** Every statement the store runs, prepared once when the store opens (a limited read once per distinct limit). */
export type SqliteStatements = {
  lastRevision: Statement<[string], { revision: number }>;
  insert: Statement<[InsertEventParams], never>;
  readForwards: LimitedRead<[string, number]>;
  readBackwards: LimitedRead<[string, number]>;
  readAll: LimitedRead<[number]>;
  headPosition: Statement<[], { head: number }>;
};

/** Limits above this many distinct values share one statement with the limit bound as a parameter. */
const MAX_LITERAL_LIMITS = 32;

/**
 * A query whose LIMIT is written into the SQL rather than bound: SQLite runs `LIMIT ?` several times slower
 * (measured 8-15 us against 3-4 us for an indexed read that finds nothing, better-sqlite3 12), and the store
 * reads with a few fixed limits (every row, a subscription's page, one event).
 */
function limitedRead<Params extends unknown[]>(db: Database, sql: string): LimitedRead<Params> {
  const byLimit = new Map<number, Statement<unknown[], EventRow>>();
  const bound = db.prepare<unknown[], EventRow>(`${sql} LIMIT ?`);
  return (...args) => {
    const maxCount = args[args.length - 1] as number;
    const params = args.slice(0, -1);
    let statement = byLimit.get(maxCount);
    if (!statement) {
      if (!Number.isSafeInteger(maxCount) || byLimit.size >= MAX_LITERAL_LIMITS) return bound.all(...params, maxCount);
      statement = db.prepare<unknown[], EventRow>(maxCount === NO_LIMIT ? sql : `${sql} LIMIT ${maxCount}`);
      byLimit.set(maxCount, statement);
    }
    return statement.all(...params);
  };
}

export function prepareStatements(db: Database): SqliteStatements {
  return {
    lastRevision: db.prepare<[string], { revision: number }>(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    insert: db.prepare<[InsertEventParams], never>(
      `INSERT INTO events (id, stream_id, revision, type, data, metadata)
       VALUES (@id, @streamId, @revision, @type, @data, @metadata)`,
    ),
    readForwards: limitedRead(
      db,
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC`,
    ),
    readBackwards: limitedRead(
      db,
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC`,
    ),
    readAll: limitedRead(db, `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position ASC`),
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
