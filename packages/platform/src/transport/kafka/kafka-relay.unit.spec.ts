import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../../event-store/event-store.js';
import { openSqliteEventStore } from '../../event-store/sqlite/sqlite-event-store.js';
import { createKafkaRelay, type KafkaRelay, type KafkaRelayOptions } from './kafka-relay.js';
import { FakeKafka } from './testing/fake-kafka.js';
import { eventually } from './testing/eventually.js';
import { memoryCheckpoints } from './testing/memory-checkpoints.js';

const TOPIC = 'sportsbook-events';
const CHECKPOINT = `relay:${TOPIC}`;

const event = (type: string): NewEvent => ({
  type,
  data: { type },
  metadata: { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 },
});

describe('Kafka relay', () => {
  let store: EventStore;
  let kafka: FakeKafka;
  let checkpoints: ReturnType<typeof memoryCheckpoints>;
  const relays: KafkaRelay[] = [];
  const startRelay = async (options: Partial<KafkaRelayOptions> = {}): Promise<KafkaRelay> => {
    const relay = createKafkaRelay({ store, kafka, topic: TOPIC, checkpointStore: checkpoints.store, ...options });
    relays.push(relay);
    await relay.start();
    return relay;
  };
  const published = () =>
    kafka.messages(TOPIC).map((message) => ({
      key: message.key?.toString(),
      position: message.headers?.position?.toString(),
      value: JSON.parse(message.value?.toString() ?? 'null') as unknown,
    }));

  beforeEach(() => {
    store = openSqliteEventStore({ path: ':memory:' });
    kafka = new FakeKafka();
    checkpoints = memoryCheckpoints();
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await store.close();
  });

  it('publishes the log in order, keyed by stream, with the position header and the recorded event', async () => {
    await store.append('wallet-u1', [event('FundsDeposited'), event('BetPlaced')]);
    await store.append('game-g1', [event('GameStarted')]);
    await store.append('wallet-u1', [event('BetSettled')]);
    const log = await store.readAll();

    await startRelay();
    await eventually('the checkpoint at the head', () => checkpoints.current(CHECKPOINT) === log.at(-1)?.position);

    expect(published()).toEqual(
      log.map((recorded) => ({ key: recorded.streamId, position: String(recorded.position), value: recorded })),
    );
    expect(kafka.createdTopics).toEqual([{ topic: TOPIC, numPartitions: 1 }]);
    expect(kafka.producerConfigs[0]).toMatchObject({ idempotent: true, maxInFlightRequests: 1 });
    expect(kafka.sends.every((send) => send.acks === -1 && send.topic === TOPIC)).toBe(true);
  });

  it('publishes live appends, and a restarted relay resumes after its checkpoint without duplicates', async () => {
    const first = await startRelay();
    await store.append('game-g1', [event('GameStarted')]);
    await eventually('the live event', () => published().length === 1);
    await first.stop();

    await store.append('game-g1', [event('GameScored'), event('GameEnded')]);
    await startRelay();
    await eventually('the events appended while stopped', () => published().length === 3);

    expect(published().map(({ value }) => (value as { type: string }).type)).toEqual([
      'GameStarted',
      'GameScored',
      'GameEnded',
    ]);
    expect(kafka.createdTopics).toHaveLength(1);
  });

  it('sends a catch-up in produce requests of at most maxBatchSize, saving the checkpoint after each', async () => {
    for (let i = 0; i < 7; i += 1) await store.append(`game-g${i}`, [event('GameScheduled')]);
    const log = await store.readAll();

    await startRelay({ maxBatchSize: 3 });
    await eventually('all seven published', () => published().length === 7);
    await eventually('the last checkpoint', () => checkpoints.current(CHECKPOINT) === log.at(-1)?.position);

    expect(kafka.sends.map((send) => send.messages.length)).toEqual([3, 3, 1]);
    expect(checkpoints.saves.map((save) => save.position)).toEqual([log[2], log[5], log[6]].map((e) => e?.position));
  });

  it('keeps its checkpoint when the broker does not acknowledge, stops and reports the error once', async () => {
    await store.append('game-g1', [event('GameStarted')]);
    const refused = new Error('not enough replicas');
    kafka.failNextSend = refused;
    const errors: unknown[] = [];

    await startRelay({ onError: (error) => errors.push(error) });
    await eventually('the error', () => errors.length > 0);
    await store.append('game-g1', [event('GameEnded')]);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(errors).toEqual([refused]);
    expect(checkpoints.current(CHECKPOINT)).toBe(0);
    expect(published()).toEqual([]);
  });

  it('stops reading the log once stopped', async () => {
    const relay = await startRelay();
    await relay.stop();
    await store.append('game-g1', [event('GameStarted')]);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(published()).toEqual([]);
  });
});
