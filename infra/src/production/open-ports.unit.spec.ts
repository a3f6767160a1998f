import { describe, expect, it } from 'vitest';
import type { EventStore, EventTransport, KafkaClient, ReadStore } from '@sb/platform';
import { openEventStore, openPorts, openTransport, type AdapterFactories } from './open-ports.js';
import { readProductionConfig } from './production-config.js';

/**
 * Factories that connect to nothing: each returns a labelled stand-in and records what it was asked for,
 * so the tests see which adapter the configuration chose and with which arguments.
 */
const recordingFactories = (options: { mongoFails?: boolean } = {}) => {
  const calls: string[] = [];
  const closed: string[] = [];
  const closable = (label: string) => ({ label, close: async () => void closed.push(label) });
  const factories: AdapterFactories = {
    sqliteEventStore: (path, access) => (
      calls.push(`sqlite events ${path}${access === 'read' ? ' read-only' : ''}`),
      closable('sqlite-events') as unknown as EventStore
    ),
    kurrentDbEventStore: (url) => (calls.push(`kurrentdb ${url}`), closable('kurrentdb') as unknown as EventStore),
    sqliteReadStore: (path) => (calls.push(`sqlite reads ${path}`), closable('sqlite-reads') as unknown as ReadStore),
    async mongoReadStore(url, dbName) {
      calls.push(`mongodb ${url} ${dbName}`);
      if (options.mongoFails) throw new Error('connection refused');
      return closable('mongodb') as unknown as ReadStore;
    },
    async kafka({ clientId, brokers }) {
      calls.push(`kafka ${clientId} ${brokers.join(',')}`);
      return { label: 'kafka-client' } as unknown as KafkaClient;
    },
    kafkaTransport: (kafka, topic) => {
      calls.push(`kafka transport ${topic} on ${(kafka as unknown as { label: string }).label}`);
      return closable('kafka-transport') as unknown as EventTransport;
    },
    inProcessTransport: (store) => {
      calls.push(`in-process transport on ${(store as unknown as { label: string }).label}`);
      return closable('in-process-transport') as unknown as EventTransport;
    },
  };
  return { factories, calls, closed };
};

const label = (port: unknown) => (port as { label: string }).label;

const PRODUCTION_ENV = {
  KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
  MONGO_URL: 'mongodb://mongo:27017',
  MONGO_DB: 'book',
  KAFKA_BROKERS: 'kafka:9092',
  KAFKA_TOPIC: 'log',
};

describe('openPorts', () => {
  it('opens the embedded adapters when no URL is set: SQLite files and the in-process transport on that log', async () => {
    const { factories, calls } = recordingFactories();
    const ports = await openPorts(readProductionConfig({ DATA_DIR: '/d' }, 'projectors'), factories);
    expect(calls).toEqual([
      'sqlite events /d/events.sqlite',
      'sqlite reads /d/read-models.sqlite',
      'in-process transport on sqlite-events',
    ]);
    expect([label(ports.eventStore), label(ports.readStore), label(ports.transport)]).toEqual([
      'sqlite-events',
      'sqlite-reads',
      'in-process-transport',
    ]);
    expect(ports.kafka).toBeUndefined();
  });

  it('opens KurrentDB, MongoDB and a Kafka transport on one kafkajs client, which it hands back', async () => {
    const { factories, calls } = recordingFactories();
    const ports = await openPorts(readProductionConfig(PRODUCTION_ENV, 'relay'), factories);
    expect(calls).toEqual([
      'kurrentdb kurrentdb://kurrentdb:2113?tls=false',
      'mongodb mongodb://mongo:27017 book',
      'kafka sportsbook-relay kafka:9092',
      'kafka transport log on kafka-client',
    ]);
    expect(label(ports.kafka)).toBe('kafka-client');
    expect(label(ports.transport)).toBe('kafka-transport');
  });

  it('closes the event store it opened when the read store cannot be opened', async () => {
    const { factories, closed } = recordingFactories({ mongoFails: true });
    await expect(openPorts(readProductionConfig(PRODUCTION_ENV, 'relay'), factories)).rejects.toThrow(
      'connection refused',
    );
    expect(closed).toEqual(['kurrentdb']);
  });
});

describe('openTransport, for the projectors', () => {
  it('opens no event store when the transport is Kafka', async () => {
    const { factories, calls, closed } = recordingFactories();
    const source = await openTransport(readProductionConfig(PRODUCTION_ENV, 'projectors'), factories);
    expect(calls).toEqual(['kafka sportsbook-projectors kafka:9092', 'kafka transport log on kafka-client']);
    await source.close();
    expect(closed).toEqual(['kafka-transport']);
  });

  it('opens the event store the in-process transport rides on, and closes both', async () => {
    const { factories, calls, closed } = recordingFactories();
    const source = await openTransport(readProductionConfig({ DATA_DIR: '/d' }, 'projectors'), factories);
    expect(calls).toEqual(['sqlite events /d/events.sqlite', 'in-process transport on sqlite-events']);
    await source.close();
    expect(closed).toEqual(['in-process-transport', 'sqlite-events']);
  });
});

describe('openEventStore', () => {
  it('opens the SQLite log read-only for a service that only reads it, and KurrentDB the same either way', () => {
    const { factories, calls } = recordingFactories();
    openEventStore(readProductionConfig({ DATA_DIR: '/d' }, 'projectors').adapters.eventStore, 'read', factories);
    openEventStore(readProductionConfig({ DATA_DIR: '/d' }, 'projectors').adapters.eventStore, 'append', factories);
    openEventStore(readProductionConfig(PRODUCTION_ENV, 'relay').adapters.eventStore, 'read', factories);
    expect(calls).toEqual([
      'sqlite events /d/events.sqlite read-only',
      'sqlite events /d/events.sqlite',
      'kurrentdb kurrentdb://kurrentdb:2113?tls=false',
    ]);
  });
});
