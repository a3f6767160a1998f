import type { Database } from 'better-sqlite3';
import type { RecordedEvent } from '../event-store.js';
import type { SnapshotStore } from '../snapshot-store.js';

type SnapshotRow = { version: string; last_event: string; state: Buffer };

/**
 * Snapshots in the log's own file (a `snapshots` table, one row per stream), so a backup or a restore of the file
 * carries the snapshots that match its events. Not part of the log: the audit and the projections never read it.
 */
export function createSqliteSnapshots(db: Database): SnapshotStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS snapshots (
      stream_id  TEXT PRIMARY KEY,
      version    TEXT NOT NULL,
      last_event TEXT NOT NULL,
      state      BLOB NOT NULL
    );
  `);
  const select = db.prepare<[string], SnapshotRow>(
    'SELECT version, last_event, state FROM snapshots WHERE stream_id = ?',
  );
  const upsert = db.prepare<[string, string, string, Uint8Array]>(
    'INSERT OR REPLACE INTO snapshots (stream_id, version, last_event, state) VALUES (?, ?, ?, ?)',
  );
  return {
    load(streamId) {
      const row = select.get(streamId);
      if (!row) return undefined;
      return { version: row.version, lastEvent: JSON.parse(row.last_event) as RecordedEvent, state: row.state };
    },
    save(streamId, { version, lastEvent, state }) {
      upsert.run(streamId, version, JSON.stringify(lastEvent), state);
    },
  };
}
