import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../event-store/event-store.js';
import type { EventTransport } from '../transport.js';
import { MalformedEventMessage, toKafkaMessage } from './event-message.js';
import { createKafkaTransport } from './kafka-transport.js';
import { FakeKafka } from './testing/fake-kafka.js';
import { eventually } from './testing/eventually.js';

const TOPIC = 'sportsbook-events';

const recorded = (position: number): RecordedEvent => ({
  id: `event-${position}`,
  streamId: 'game-g1',
  revision: position - 1,
  position,
  type: 'GameScored',
  data: { position },
  metadata: { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 },
});

describe('Kafka transport (consumer group)', () => {
  let kafka: FakeKafka;
  let transport: EventTransport;
  const publish = (...positions: number[]) => {
    for (const position of positions) kafka.append(TOPIC, toKafkaMessage(recorded(position)));
  };
  const collector = () => {
    const positions: number[] = [];
    return { positions, handler: async (event: RecordedEvent) => void positions.push(event.position) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeEach(async () => {
    kafka = new FakeKafka();
    await kafka.admin().createTopics({ topics: [{ topic: TOPIC, numPartitions: 1 }] });
    transport = createKafkaTransport({ kafka, topic: TOPIC });
  });

  it('skips messages at or before afterPosition and hands the rest over in partition order', async () => {
    publish(1, 2, 3, 4, 5, 6, 7);
    const { positions, handler } = collector();
    await transport.subscribe('projection-a', 2, handler);

    await eventually('positions 3 to 7', () => positions.length === 5);
    expect(positions).toEqual([3, 4, 5, 6, 7]);
    await transport.close();
  });

  it('delivers the recorded event as the relay published it', async () => {
    publish(1);
    const seen: RecordedEvent[] = [];
    await transport.subscribe('projection-a', 0, async (event) => void seen.push(event));

    await eventually('the event', () => seen.length === 1);
    expect(seen).toEqual([recorded(1)]);
    await transport.close();
  });

  it('skips what a restarted relay published twice', async () => {
    publish(1, 2, 3, 2, 3, 4);
    const { positions, handler } = collector();
    await transport.subscribe('projection-a', 0, handler);

    await eventually('position 4', () => positions.includes(4));
    await settle();
    expect(positions).toEqual([1, 2, 3, 4]);
    await transport.close();
  });

  it('commits an offset only after the handler returned, skipped messages included', async () => {
    publish(1, 2);
    let release = (): void => undefined;
    const handled: number[] = [];
    await transport.subscribe('projection-a', 1, async (event) => {
      await new Promise<void>((resolve) => (release = resolve));
      handled.push(event.position);
    });

    await settle();
    expect(kafka.committedOffset('projection-a', TOPIC, 0)).toBeUndefined();
    release();
    await eventually('the commit', () => kafka.committedOffset('projection-a', TOPIC, 0) === '2');
    expect(handled).toEqual([2]);
    await transport.close();
  });

  it('resumes a group from its committed offset', async () => {
    publish(1, 2, 3);
    const first = collector();
    const subscription = await transport.subscribe('projection-a', 0, first.handler);
    await eventually('three events', () => first.positions.length === 3);
    await subscription.stop();

    publish(4);
    const second = collector();
    await transport.subscribe('projection-a', 0, second.handler);
    await eventually('the new event', () => second.positions.length > 0);
    await settle();
    expect(second.positions).toEqual([4]);
    await transport.close();
  });

  it('on a failing handler commits what was handled, stops and reports the error once', async () => {
    publish(1, 2, 3, 4);
    const failure = new Error('projection failed');
    const errors: unknown[] = [];
    const handled: number[] = [];
    await transport.subscribe(
      'projection-a',
      0,
      async (event) => {
        if (event.position === 3) throw failure;
        handled.push(event.position);
      },
      { onError: (error) => errors.push(error) },
    );

    await eventually('the error', () => errors.length > 0);
    publish(5);
    await settle();
    expect(errors).toEqual([failure]);
    expect(handled).toEqual([1, 2]);
    expect(kafka.committedOffset('projection-a', TOPIC, 0)).toBe('2');
  });

  it('fails the subscription on a message without a valid position header', async () => {
    kafka.append(TOPIC, { key: 'game-g1', value: JSON.stringify(recorded(1)) });
    const errors: unknown[] = [];
    await transport.subscribe('projection-a', 0, async () => undefined, { onError: (error) => errors.push(error) });

    await eventually('the error', () => errors.length > 0);
    expect(errors[0]).toBeInstanceOf(MalformedEventMessage);
  });
});
