export * from './event-store.js';
export { ensureSqliteEventLog, openSqliteEventStore } from './sqlite/sqlite-event-store.js';
export type { SqliteEventStore, SqliteEventStoreOptions } from './sqlite/sqlite-event-store.js';
export { toRecordedEvent, type EventRow as SqliteEventRow } from './sqlite/sqlite-statements.js';
export { openKurrentDbEventStore } from './kurrentdb/open-kurrentdb-event-store.js';
export type { KurrentDbEventStoreOptions } from './kurrentdb/open-kurrentdb-event-store.js';
export { newEventId } from './event-id.js';
