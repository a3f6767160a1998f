import type { ConsumedBatch, ConsumedMessage, KafkaClient, RecordedEvent, TransportConsumer } from '@sb/platform';

/** What can go wrong between the broker and a consumer, applied to the topic's messages in log order. */
export type DeliveryFault =
  /** The message at `at` is delivered twice in a row (a retried fetch). */
  | { kind: 'duplicate'; at: number }
  /** After the message at `at`, the consumer is handed again everything from `from` (a rebalance, an uncommitted offset). */
  | { kind: 'replay'; at: number; from: number }
  /** The messages at `at` and `at + 1` swap places (partitions interleaved; or, worse than Kafka, within one key). */
  | { kind: 'swap'; at: number };

/** The relay's wire format (key = stream id, header `position`), for a consumer fed by hand. */
const messageOf = (event: RecordedEvent, offset: number): ConsumedMessage => ({
  key: Buffer.from(event.streamId),
  value: Buffer.from(JSON.stringify(event)),
  offset: String(offset),
  headers: { position: Buffer.from(String(event.position)) },
});

/** The order in which a faulty broker hands the events over: every fault applied, in the order given. */
export const faultyOrder = (events: readonly RecordedEvent[], faults: readonly DeliveryFault[]): RecordedEvent[] => {
  let order = [...events];
  const within = (i: number) => Math.max(0, Math.min(order.length - 1, i));
  for (const fault of faults) {
    if (order.length < 2) break;
    const at = within(fault.at);
    if (fault.kind === 'duplicate') order = [...order.slice(0, at + 1), order[at]!, ...order.slice(at + 1)];
    if (fault.kind === 'swap' && at + 1 < order.length) {
      order = [...order.slice(0, at), order[at + 1]!, order[at]!, ...order.slice(at + 2)];
    }
    if (fault.kind === 'replay') {
      const from = Math.min(within(fault.from), at);
      order = [...order.slice(0, at + 1), ...order.slice(from, at + 1), ...order.slice(at + 1)];
    }
  }
  return order;
};

/**
 * A fake of the kafkajs interfaces the Kafka transport uses whose one consumer hands over `order` (see
 * faultyOrder) in batches of `batchSize`, then nothing more until it is disconnected. Offsets follow the
 * delivery order; commits are accepted and ignored (the faults stand for what commits do not prevent).
 */
export const faultyKafka = (order: readonly RecordedEvent[], batchSize: number): KafkaClient => ({
  producer: () => {
    throw new Error('faultyKafka only consumes: the log is handed to it');
  },
  admin: () => {
    throw new Error('faultyKafka only consumes: the log is handed to it');
  },
  consumer: (): TransportConsumer => {
    let running = false;
    let loop: Promise<void> = Promise.resolve();
    return {
      connect: async () => undefined,
      subscribe: async () => undefined,
      on: () => () => undefined,
      run: async ({ eachBatch }) => {
        running = true;
        loop = (async () => {
          for (let start = 0; start < order.length && running; start += batchSize) {
            const messages = order.slice(start, start + batchSize).map((event, i) => messageOf(event, start + i));
            const payload: ConsumedBatch = {
              batch: { topic: 'events', partition: 0, messages },
              resolveOffset: () => undefined,
              heartbeat: async () => undefined,
              isRunning: () => running,
              isStale: () => false,
              commitOffsetsIfNecessary: async () => undefined,
            };
            await eachBatch(payload);
          }
        })();
      },
      disconnect: async () => {
        running = false;
        await loop;
      },
    };
  },
});
