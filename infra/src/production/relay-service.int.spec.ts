import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KafkaClient, RelayProducer } from '@sb/platform';
import { silentLogger } from '@sb/platform';
import { closePorts } from '../ports.js';
import { openPorts } from './open-ports.js';
import { readProductionConfig } from './production-config.js';
import { startRelayService } from './relay-service.js';

/** A broker stand-in for the relay's side of Kafka: topics are accepted, sends are recorded or refused. */
type ProducerRecord = Parameters<RelayProducer['send']>[0];

const fakeKafka = ({ refuseSends = false } = {}) => {
  const sent: ProducerRecord[] = [];
  const kafka = {
    admin: () => ({ connect: async () => {}, createTopics: async () => true, disconnect: async () => {} }),
    producer: () => ({
      connect: async () => {},
      async send(record: ProducerRecord) {
        if (refuseSends) throw new Error('broker unreachable');
        sent.push(record);
        return [];
      },
      disconnect: async () => {},
    }),
    consumer: () => {
      throw new Error('the relay does not consume');
    },
  } as unknown as KafkaClient;
  return { kafka, sent };
};

const metadata = { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 };
const eventually = async (check: () => Promise<void>, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const startRelay = async (kafka: KafkaClient, onFailure: (error: unknown) => void = () => {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-relay-'));
  const env = { DATA_DIR: dataDir, KAFKA_BROKERS: 'kafka:9092', KAFKA_TOPIC: 'log', PORT: '0', HOST: '127.0.0.1' };
  const config = readProductionConfig(env, 'relay');
  // The SQLite log and checkpoint store as configured; only the Kafka client is the fake.
  const ports = await openPorts({ adapters: { ...config.adapters, transport: { kind: 'in-process' } } });
  const { eventStore, readStore } = ports;
  const logger = silentLogger();
  const relay = await startRelayService({ config, eventStore, readStore, kafka, logger, onFailure });
  cleanups.push(async () => {
    await relay.stop();
    await closePorts(ports);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { relay, ports };
};

describe('the relay service', () => {
  it('publishes the log to the topic, keyed by stream, and reports how far it got', async () => {
    const { kafka, sent } = fakeKafka();
    const { relay, ports } = await startRelay(kafka);
    await ports.eventStore.append('user-1', [{ type: 'A', data: {}, metadata }]);
    await ports.eventStore.append('wallet-1', [{ type: 'B', data: {}, metadata }]);

    await eventually(async () => {
      const health: unknown = await (await fetch(`${relay.url}/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        service: 'relay',
        topic: 'log',
        logPosition: 2,
        relayedPosition: 2,
      });
    });
    const messages = sent.flatMap((record) => record.messages.map((message) => [record.topic, message.key]));
    expect(messages).toEqual([
      ['log', 'user-1'],
      ['log', 'wallet-1'],
    ]);
  });

  it('reports a failed publish to the launcher and answers 503 from then on', async () => {
    const { kafka } = fakeKafka({ refuseSends: true });
    const failures: unknown[] = [];
    const { relay, ports } = await startRelay(kafka, (error) => failures.push(error));
    await ports.eventStore.append('user-1', [{ type: 'A', data: {}, metadata }]);

    await eventually(async () => expect(failures).toHaveLength(1));
    const health = await fetch(`${relay.url}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: string }).error).toContain('broker unreachable');
  });
});
