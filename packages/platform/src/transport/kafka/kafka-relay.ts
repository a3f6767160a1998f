import type { EventStore, RecordedEvent, Subscription } from '../../event-store/event-store.js';
import { reportSubscriptionFailure } from '../../event-store/subscription-failure.js';
import type { ReadStore } from '../../read-store/read-store.js';
import { toKafkaMessage } from './event-message.js';
import type { KafkaClient, RelayProducer } from './kafka-client.js';

/** Where the relay remembers the last position the broker acknowledged; a ReadStore is one. */
export type CheckpointStore = Pick<ReadStore, 'getCheckpoint' | 'setCheckpoint'>;

export type KafkaRelayOptions = {
  store: EventStore;
  kafka: KafkaClient;
  topic: string;
  checkpointStore: CheckpointStore;
  /** Checkpoint name; default `relay:<topic>`. */
  name?: string;
  /** Most events per produce request while catching up. Default 500. */
  maxBatchSize?: number;
  /** Called once if publishing fails; the relay has stopped. Without it the error is rethrown (uncaught). */
  onError?: (error: unknown) => void;
};

export type KafkaRelay = { start(): Promise<void>; stop(): Promise<void> };

/**
 * Publishes the log to one topic, in log order. The topic is created with ONE partition: projections guard
 * documents and checkpoints by global log position, which is only sound if every consumer sees the log in
 * global order. Messages are keyed by stream id anyway, so a move to more partitions keeps per-stream order.
 *
 * Events are sent in batches (what arrived while the previous send was in flight, up to `maxBatchSize`) by
 * an idempotent producer with acks from all in-sync replicas; the checkpoint is saved only after the broker
 * acknowledged. A crash between the two re-publishes that batch on restart: consumers skip it by position.
 */
export function createKafkaRelay(options: KafkaRelayOptions): KafkaRelay {
  const { store, kafka, topic, checkpointStore, maxBatchSize = 500 } = options;
  const name = options.name ?? `relay:${topic}`;
  let producer: RelayProducer | undefined;
  let subscription: Subscription | undefined;
  let pending: RecordedEvent[] = [];
  let sending: Promise<void> = Promise.resolve();
  let flushScheduled = false;
  let failed = false;

  const fail = (error: unknown): void => {
    if (failed) return;
    failed = true;
    void subscription?.stop();
    reportSubscriptionFailure(error, options.onError);
  };

  // Chained, so batches go out one after the other; after a failure every later flush rejects without sending.
  const flush = (): Promise<void> => {
    sending = sending.then(async () => {
      const batch = pending;
      pending = [];
      const last = batch.at(-1);
      if (!last) return;
      if (!producer) throw new Error('The relay publishes only after start()');
      await producer.send({ topic, acks: -1, messages: batch.map(toKafkaMessage) });
      await checkpointStore.setCheckpoint(name, last.position);
    });
    return sending;
  };

  const onEvent = async (event: RecordedEvent): Promise<void> => {
    pending.push(event);
    // Back-pressure: a full batch holds the log reader until it is acknowledged.
    if (pending.length >= maxBatchSize) return flush();
    if (flushScheduled) return;
    flushScheduled = true;
    // After the current burst of deliveries (a catch-up page arrives in one go), send what has gathered.
    setImmediate(() => {
      flushScheduled = false;
      flush().catch(fail);
    });
  };

  return {
    async start() {
      const admin = kafka.admin();
      await admin.connect();
      try {
        await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
      } finally {
        await admin.disconnect();
      }
      // Loaded here, not at import time, so the embedded stack never loads kafkajs. Naming the partitioner
      // also silences kafkajs' warning about its v2 default.
      const { Partitioners } = await import('kafkajs');
      producer = kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await producer.connect();
      const afterPosition = await checkpointStore.getCheckpoint(name);
      subscription = store.subscribeToAll({ afterPosition, onEvent, onError: fail });
    },
    async stop() {
      await subscription?.stop();
      try {
        if (!failed) await flush();
      } finally {
        await producer?.disconnect();
      }
    },
  };
}
