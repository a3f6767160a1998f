import { join } from 'node:path';
import {
  createInProcessTransport,
  openSqliteEventStore,
  openSqliteReadStore,
  type EventStore,
  type EventTransport,
  type ReadStore,
  type SqliteEventStore,
} from '@sb/platform';

export type Ports = { eventStore: EventStore; readStore: ReadStore; transport: EventTransport };
export type EmbeddedPorts = Ports & { eventStore: SqliteEventStore };

/** The embedded adapters: the log and the read models as SQLite files in DATA_DIR, in-process transport. */
export const openEmbeddedPorts = (dataDir: string): EmbeddedPorts => {
  const eventStore = openSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
  return { eventStore, readStore, transport: createInProcessTransport(eventStore) };
};

export const closePorts = async ({ eventStore, readStore, transport }: Ports) => {
  await transport.close();
  await readStore.close();
  await eventStore.close();
};
