import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  createInProcessTransport,
  createKafkaTransport,
  ensureSqliteEventLog,
  openKurrentDbEventStore,
  openMongoReadStore,
  openSqliteEventStore,
  openSqliteReadStore,
  type EventStore,
  type EventTransport,
  type KafkaClient,
  type ReadStore,
} from '@sb/platform';
import type { Ports } from '../ports.js';
import type { AdapterChoice, EventStoreChoice, KafkaChoice, ReadStoreChoice } from './adapter-choice.js';

/** Whether a service appends to the log or only reads it (then a SQLite log is opened read-only). */
export type LogAccess = 'append' | 'read';

/**
 * How soon a service on the SQLite log sees what another process appended (each service is a process of its own:
 * the store polls SQLite's data_version while a subscription waits, other-connections-watch.ts in the platform).
 */
const OTHER_PROCESSES_POLL_MS = 20;

/** How each adapter is made. Production uses @sb/platform's; the unit tests pass recorders. */
export type AdapterFactories = {
  sqliteEventStore(path: string, access: LogAccess): EventStore;
  kurrentDbEventStore(connectionString: string): EventStore;
  sqliteReadStore(path: string): ReadStore;
  mongoReadStore(url: string, dbName: string): Promise<ReadStore>;
  kafka(options: { clientId: string; brokers: string[] }): Promise<KafkaClient>;
  kafkaTransport(kafka: KafkaClient, topic: string): EventTransport;
  inProcessTransport(eventStore: EventStore): EventTransport;
};

const inOwnDirectory = (path: string) => {
  mkdirSync(dirname(path), { recursive: true });
  return path;
};

export const platformAdapters: AdapterFactories = {
  sqliteEventStore(path, access) {
    inOwnDirectory(path);
    // A reader may start before the writer has created the file, which a read-only open needs.
    if (access === 'read') ensureSqliteEventLog(path);
    return openSqliteEventStore({
      path,
      readonly: access === 'read',
      watchOtherConnectionsMs: OTHER_PROCESSES_POLL_MS,
    });
  },
  kurrentDbEventStore: (connectionString) => openKurrentDbEventStore({ connectionString }),
  sqliteReadStore: (path) => openSqliteReadStore({ path: inOwnDirectory(path) }),
  mongoReadStore: (url, dbName) => openMongoReadStore({ url, dbName }),
  async kafka({ clientId, brokers }) {
    // Imported here so that processes without KAFKA_BROKERS never load kafkajs (as @sb/platform does).
    const { Kafka } = await import('kafkajs');
    return new Kafka({ clientId, brokers });
  },
  kafkaTransport: (kafka, topic) => createKafkaTransport({ kafka, topic }),
  inProcessTransport: (eventStore) => createInProcessTransport(eventStore),
};

/** Ports plus the Kafka client when the transport is Kafka (the relay publishes with the same client). */
export type ProductionPorts = Ports & { kafka?: KafkaClient };

export const openEventStore = (
  choice: EventStoreChoice,
  access: LogAccess = 'append',
  factories = platformAdapters,
): EventStore =>
  choice.kind === 'kurrentdb'
    ? factories.kurrentDbEventStore(choice.connectionString)
    : factories.sqliteEventStore(choice.path, access);

export const openReadStore = (choice: ReadStoreChoice, factories = platformAdapters): Promise<ReadStore> =>
  choice.kind === 'mongodb'
    ? factories.mongoReadStore(choice.url, choice.dbName)
    : Promise.resolve(factories.sqliteReadStore(choice.path));

export const openKafka = ({ clientId, brokers }: KafkaChoice, factories = platformAdapters): Promise<KafkaClient> =>
  factories.kafka({ clientId, brokers });

/** Runs `open`; if it fails, closes what was already opened so a failed start leaks no connection. */
const orClose = async <T>(open: () => Promise<T>, opened: { close(): Promise<void> }): Promise<T> => {
  try {
    return await open();
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
};

/**
 * Every port, as the configuration chose them: the same `Ports` shape as openEmbeddedPorts, which this
 * equals when no URL is set. The in-process transport rides on the event store opened here.
 */
export const openPorts = async (
  { adapters }: { adapters: AdapterChoice },
  factories = platformAdapters,
): Promise<ProductionPorts> => {
  const eventStore = openEventStore(adapters.eventStore, 'append', factories);
  const readStore = await orClose(() => openReadStore(adapters.readStore, factories), eventStore);
  if (adapters.transport.kind === 'in-process')
    return { eventStore, readStore, transport: factories.inProcessTransport(eventStore) };
  const { transport: kafkaChoice } = adapters;
  const kafka = await orClose(() => openKafka(kafkaChoice, factories), {
    close: async () => {
      await readStore.close();
      await eventStore.close();
    },
  });
  return { eventStore, readStore, transport: factories.kafkaTransport(kafka, kafkaChoice.topic), kafka };
};

/**
 * Only the transport and what it rides on, for the projectors: a Kafka client, or the event store when
 * the transport is in-process. `close` closes both.
 */
export const openTransport = async ({ adapters }: { adapters: AdapterChoice }, factories = platformAdapters) => {
  if (adapters.transport.kind === 'kafka') {
    const kafka = await openKafka(adapters.transport, factories);
    const transport = factories.kafkaTransport(kafka, adapters.transport.topic);
    return { transport, kafka, close: () => transport.close() };
  }
  const eventStore = openEventStore(adapters.eventStore, 'append', factories);
  const transport = factories.inProcessTransport(eventStore);
  return {
    transport,
    eventStore,
    async close() {
      await transport.close();
      await eventStore.close();
    },
  };
};
