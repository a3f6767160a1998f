import type { ConsumerCrashEvent } from 'kafkajs';
import type { ConsumedBatch, ConsumedMessage, TransportConsumer } from '../kafka-client.js';
import type { FakeKafka } from './fake-kafka.js';

type RunConfig = Parameters<TransportConsumer['run']>[0];

/** Small batches, so tests cross batch boundaries. */
const BATCH_SIZE = 3;
const POLL_MS = 2;

/**
 * The only member of its group: fetches each partition from the group's committed offset, hands batches to
 * `eachBatch`, fetches unresolved messages again, and crashes for good (restart: false) if `eachBatch` throws.
 */
export class FakeConsumer implements TransportConsumer {
  private topic: string | undefined;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly crashListeners: Array<(event: ConsumerCrashEvent) => void> = [];

  constructor(
    private readonly broker: FakeKafka,
    private readonly groupId: string,
  ) {}

  async connect(): Promise<void> {}

  async subscribe({ topics }: { topics: string[] }): Promise<void> {
    this.topic = topics[0];
  }

  async run(config: RunConfig): Promise<void> {
    this.running = true;
    this.loop = this.consume(config);
  }

  async disconnect(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  on(_event: 'consumer.crash', listener: (event: ConsumerCrashEvent) => void): () => void {
    this.crashListeners.push(listener);
    return () => undefined;
  }

  private async consume(config: RunConfig): Promise<void> {
    const topic = this.topic ?? '';
    const next = new Map<number, number>();
    while (this.running) {
      let fetched = false;
      for (let partition = 0; partition < this.broker.partitionCount(topic) && this.running; partition += 1) {
        const from = next.get(partition) ?? Number(this.broker.committedOffset(this.groupId, topic, partition) ?? 0);
        const messages = this.broker.messages(topic, partition).slice(from, from + BATCH_SIZE);
        if (messages.length === 0) continue;
        fetched = true;
        let resolved: number | undefined;
        try {
          await config.eachBatch(this.payload(topic, partition, messages, (offset) => (resolved = Number(offset))));
        } catch (error) {
          this.running = false;
          const payload = { error: error as Error, groupId: this.groupId, restart: false };
          for (const listener of this.crashListeners)
            listener({ id: '0', type: 'consumer.crash', timestamp: 0, payload });
          return;
        }
        next.set(partition, resolved === undefined ? from : resolved + 1);
      }
      if (!fetched) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private payload(
    topic: string,
    partition: number,
    messages: ConsumedMessage[],
    resolveOffset: (offset: string) => void,
  ): ConsumedBatch {
    return {
      batch: { topic, partition, messages },
      resolveOffset,
      heartbeat: async () => undefined,
      isRunning: () => this.running,
      isStale: () => false,
      commitOffsetsIfNecessary: async (offsets) => {
        for (const { topic: committedTopic, partitions } of offsets?.topics ?? []) {
          for (const { partition: p, offset } of partitions) {
            this.broker.commits.push({ groupId: this.groupId, topic: committedTopic, partition: p, offset });
          }
        }
      },
    };
  }
}
