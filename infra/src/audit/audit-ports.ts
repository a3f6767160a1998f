import { existsSync } from 'node:fs';
import { openSqliteEventStore, openSqliteReadStore, type EventStore, type ReadStore } from '@sb/platform';
import { chooseAdapters, type EventStoreChoice, type ReadStoreChoice } from '../production/adapter-choice.js';
import { createEnvReader } from '../production/env-reader.js';
import { openEventStore, openReadStore } from '../production/open-ports.js';
import { storeLogReader, type LogReader } from './log-reader.js';
import { storeRows, type ReadModelRows } from './read-model-rows.js';
import { openSqliteLogReader } from './sqlite-log-reader.js';
import { openSqliteReadModelRows } from './sqlite-read-model-rows.js';

export type AuditPorts = {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The log as an audit reads it: SQLite's rows parsed on demand, or the event store's pages. */
  readLog: LogReader;
  /** The read models' compared fields as an audit reads them: SQLite's json_extract, or the store's pages. */
  readModelRows: ReadModelRows;
  /** Where the log and the read models were read from (no credentials). */
  sources: { log: string; readModels: string };
  close(): Promise<void>;
};

/** The adapters the stack would use (KURRENTDB_URL, MONGO_URL, else the SQLite files in the data dir). */
export function auditAdapters(dataDir: string, env: NodeJS.ProcessEnv) {
  const reader = createEnvReader(env);
  const adapters = chooseAdapters(reader, { dataDir, defaultClientId: 'sportsbook-audit' });
  reader.finish();
  return adapters;
}

const describeLog = (choice: EventStoreChoice) =>
  choice.kind === 'sqlite' ? choice.path : 'KurrentDB (KURRENTDB_URL)';
const describeReadModels = (choice: ReadStoreChoice) =>
  choice.kind === 'sqlite' ? choice.path : `MongoDB (MONGO_URL), database ${choice.dbName}`;

const requireFile = (path: string) => {
  if (!existsSync(path))
    throw new Error(`${path} does not exist: is --data-dir (DATA_DIR) the stack's data directory?`);
};

/**
 * Opens the log read-only (SQLite files are opened with SQLITE_OPEN_READONLY, so a running stack can keep
 * writing beside the audit), and the read models read-only unless `writableReadModels` (rebuild).
 */
export async function openAuditPorts({
  dataDir,
  env = process.env,
  writableReadModels = false,
}: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  writableReadModels?: boolean;
}): Promise<AuditPorts> {
  const adapters = auditAdapters(dataDir, env);
  const log = adapters.eventStore;
  if (log.kind === 'sqlite') requireFile(log.path);
  const eventStore =
    log.kind === 'sqlite' ? openSqliteEventStore({ path: log.path, readonly: true }) : openEventStore(log);
  const models = adapters.readStore;
  let readStore: ReadStore;
  try {
    if (models.kind === 'sqlite' && !writableReadModels) requireFile(models.path);
    readStore =
      models.kind === 'sqlite'
        ? openSqliteReadStore({ path: models.path, readonly: !writableReadModels })
        : await openReadStore(models);
  } catch (error) {
    await eventStore.close();
    throw error;
  }
  const sqliteLog = log.kind === 'sqlite' ? openSqliteLogReader(log.path) : undefined;
  // Rebuild writes the read models (and may create their file): it never compares them, so it keeps the store's pages.
  const sqliteRows = models.kind === 'sqlite' && !writableReadModels ? openSqliteReadModelRows(models.path) : undefined;
  return {
    eventStore,
    readStore,
    readLog: sqliteLog?.read ?? storeLogReader(eventStore),
    readModelRows: sqliteRows ?? storeRows(readStore),
    sources: { log: describeLog(log), readModels: describeReadModels(models) },
    async close() {
      sqliteLog?.close();
      sqliteRows?.close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
