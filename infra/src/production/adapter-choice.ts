import { join } from 'node:path';
import type { EnvReader } from './env-reader.js';

export type EventStoreChoice = { kind: 'kurrentdb'; connectionString: string } | { kind: 'sqlite'; path: string };
export type ReadStoreChoice = { kind: 'mongodb'; url: string; dbName: string } | { kind: 'sqlite'; path: string };
export type KafkaChoice = { kind: 'kafka'; brokers: string[]; topic: string; clientId: string };
export type TransportChoice = KafkaChoice | { kind: 'in-process' };

/** Which adapter each port gets. Decided once, from configuration, and nowhere else. */
export type AdapterChoice = { eventStore: EventStoreChoice; readStore: ReadStoreChoice; transport: TransportChoice };

export const DEFAULT_MONGO_DB = 'sportsbook';
export const DEFAULT_KAFKA_TOPIC = 'sportsbook-log';

// The schemes @kurrent/kurrentdb-client's connection-string parser accepts (esdb is deprecated but works).
const KURRENTDB_SCHEME = /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\/./;
const MONGO_SCHEME = /^mongodb(\+srv)?:\/\/./;
// MongoDB database names cannot contain /\. "$*<>:|? and must be shorter than 64 bytes.
const MONGO_DB_NAME = /^[^/\\. "$*<>:|?]{1,63}$/;
// Kafka topic names: ASCII letters, digits, '.', '_' and '-', at most 249 characters.
const KAFKA_TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;
const BROKER = /^[^\s:/]+:(\d{1,5})$/;

/** The scheme only: connection strings carry passwords, which must not end up in an error message or a log. */
const schemeOf = (url: string) => /^[^:]*:/.exec(url)?.[0] ?? 'none';

const chooseEventStore = (env: EnvReader, dataDir: string): EventStoreChoice => {
  const url = env.value('KURRENTDB_URL');
  if (url === undefined) return { kind: 'sqlite', path: join(dataDir, 'events.sqlite') };
  if (!KURRENTDB_SCHEME.test(url))
    env.problem(`KURRENTDB_URL must be a kurrentdb:// connection string, got scheme "${schemeOf(url)}"`);
  return { kind: 'kurrentdb', connectionString: url };
};

const chooseReadStore = (env: EnvReader, dataDir: string): ReadStoreChoice => {
  const url = env.value('MONGO_URL');
  const dbName = env.value('MONGO_DB');
  if (url === undefined) {
    if (dbName !== undefined) env.problem('MONGO_DB is set but MONGO_URL is not: set MONGO_URL to use MongoDB');
    return { kind: 'sqlite', path: join(dataDir, 'read-models.sqlite') };
  }
  if (!MONGO_SCHEME.test(url))
    env.problem(`MONGO_URL must start with mongodb:// or mongodb+srv://, got scheme "${schemeOf(url)}"`);
  if (dbName !== undefined && !MONGO_DB_NAME.test(dbName))
    env.problem(`MONGO_DB "${dbName}" is not a valid MongoDB database name`);
  return { kind: 'mongodb', url, dbName: dbName ?? DEFAULT_MONGO_DB };
};

const chooseTransport = (env: EnvReader, defaultClientId: string): TransportChoice => {
  const brokers = env.list('KAFKA_BROKERS');
  const topic = env.value('KAFKA_TOPIC');
  const clientId = env.value('KAFKA_CLIENT_ID');
  if (brokers === undefined) {
    // Without this check a typo in KAFKA_BROKERS would silently fall back to the in-process transport.
    for (const name of ['KAFKA_TOPIC', 'KAFKA_CLIENT_ID'])
      if (env.value(name) !== undefined) env.problem(`${name} is set but KAFKA_BROKERS is not: set KAFKA_BROKERS`);
    return { kind: 'in-process' };
  }
  if (brokers.length === 0) env.problem('KAFKA_BROKERS names no broker');
  for (const broker of brokers) {
    const port = Number(BROKER.exec(broker)?.[1] ?? 0);
    if (port < 1 || port > 65535) env.problem(`KAFKA_BROKERS entry "${broker}" must be host:port`);
  }
  if (topic !== undefined && (!KAFKA_TOPIC_NAME.test(topic) || topic === '.' || topic === '..'))
    env.problem(`KAFKA_TOPIC "${topic}" is not a valid topic name (letters, digits, '.', '_', '-'; at most 249)`);
  return { kind: 'kafka', brokers, topic: topic ?? DEFAULT_KAFKA_TOPIC, clientId: clientId ?? defaultClientId };
};

/**
 * KURRENTDB_URL -> KurrentDB else SQLite in DATA_DIR; MONGO_URL (+ MONGO_DB) -> MongoDB else SQLite;
 * KAFKA_BROKERS (+ KAFKA_TOPIC, KAFKA_CLIENT_ID) -> Kafka else in-process. Problems go to the reader.
 */
export const chooseAdapters = (
  env: EnvReader,
  { dataDir, defaultClientId }: { dataDir: string; defaultClientId: string },
) =>
  ({
    eventStore: chooseEventStore(env, dataDir),
    readStore: chooseReadStore(env, dataDir),
    transport: chooseTransport(env, defaultClientId),
  }) satisfies AdapterChoice;
