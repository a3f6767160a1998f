import { reportSubscriptionFailure } from '../../event-store/subscription-failure.js';
import type { EventHandler, EventTransport, TransportSubscribeOptions, TransportSubscription } from '../transport.js';
import { eventOf, positionOf } from './event-message.js';
import type { ConsumedBatch, KafkaClient } from './kafka-client.js';

export type KafkaTransportOptions = { kafka: KafkaClient; topic: string };

/**
 * Projectors as Kafka consumer groups on the relay's topic. Offsets are committed by hand after the handler
 * returned, so a crash re-delivers at worst what was handled since the last commit. The consumer's own
 * checkpoint stays the truth: a new group reads the topic from the beginning, and any message at or before
 * the last position handled (the `afterPosition` it was given, then each event it delivered) is skipped,
 * which also drops what a restarted relay published twice.
 *
 * A handler that throws stops the subscription and reports the error (as in-process), rather than letting
 * kafkajs retry and restart the consumer on its own: the projector resubscribes from its checkpoint.
 */
export function createKafkaTransport({ kafka, topic }: KafkaTransportOptions): EventTransport {
  const open = new Set<TransportSubscription>();

  async function subscribe(
    group: string,
    afterPosition: number,
    handler: EventHandler,
    { onError }: TransportSubscribeOptions = {},
  ): Promise<TransportSubscription> {
    const consumer = kafka.consumer({ groupId: group });
    let lastPosition = afterPosition;
    let stopping: Promise<void> | undefined;
    let failed = false;
    const stop = (): Promise<void> => (stopping ??= consumer.disconnect());
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      // Not awaited by the caller: disconnect waits for the running batch handler, which may be the caller.
      void stop().then(() => reportSubscriptionFailure(error, onError));
    };

    const eachBatch = async (payload: ConsumedBatch): Promise<void> => {
      const { batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary } = payload;
      let commitOffset: string | undefined;
      try {
        for (const message of batch.messages) {
          if (stopping || !isRunning() || isStale()) break;
          const position = positionOf(message);
          if (position > lastPosition) {
            await handler(eventOf(message));
            lastPosition = position;
          }
          resolveOffset(message.offset);
          commitOffset = (BigInt(message.offset) + 1n).toString();
          await heartbeat();
        }
      } catch (error) {
        fail(error);
      } finally {
        if (commitOffset !== undefined) {
          const partitions = [{ partition: batch.partition, offset: commitOffset }];
          await commitOffsetsIfNecessary({ topics: [{ topic: batch.topic, partitions }] });
        }
      }
    };

    // kafkajs restarts a consumer after a retriable crash by itself; only one it gave up on is a failure.
    consumer.on('consumer.crash', ({ payload }) => {
      if (!payload.restart) fail(payload.error);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch });

    const subscription: TransportSubscription = {
      stop: async () => {
        open.delete(subscription);
        await stop();
      },
    };
    open.add(subscription);
    return subscription;
  }

  return {
    subscribe,
    async close() {
      await Promise.all([...open].map((subscription) => subscription.stop()));
    },
  };
}
