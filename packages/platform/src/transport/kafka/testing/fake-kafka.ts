import type { ConsumerCrashEvent, IHeaders, ITopicConfig, Message, ProducerConfig, ProducerRecord } from 'kafkajs';
import type {
  ConsumedBatch,
  ConsumedMessage,
  KafkaClient,
  RelayProducer,
  TopicAdmin,
  TransportConsumer,
} from '../kafka-client.js';

type RunConfig = Parameters<TransportConsumer['run']>[0];
export type Commit = { groupId: string; topic: string; partition: number; offset: string };

const BATCH_SIZE = 3;
const POLL_MS = 2;

/**
 * A broker in memory with what the relay and the transport rely on: topics of partitions, keyed messages
 * stored as Buffers with offsets, one consumer per group reading from its committed offset (or the beginning),
 * batches handed to `eachBatch`, unresolved messages fetched again, commits recorded. Not emulated:
 * rebalancing between several members of one group, retries, and auto-commit.
 */
export class FakeKafka implements KafkaClient {
  readonly producerConfigs: ProducerConfig[] = [];
  readonly sends: ProducerRecord[] = [];
  readonly createdTopics: ITopicConfig[] = [];
  readonly commits: Commit[] = [];
  /** The next send rejects with this error (a broker that did not acknowledge). */
  failNextSend: Error | undefined;
  private readonly partitions = new Map<string, ConsumedMessage[][]>();

  producer(config: ProducerConfig = {}): RelayProducer {
    this.producerConfigs.push(config);
    let connected = false;
    return {
      connect: async () => void (connected = true),
      disconnect: async () => void (connected = false),
      send: async (record) => {
        if (!connected) throw new Error('send on a disconnected producer');
        const failure = this.failNextSend;
        this.failNextSend = undefined;
        if (failure) throw failure;
        this.sends.push(record);
        return record.messages.map((message) => this.append(record.topic, message));
      },
    };
  }

  admin(): TopicAdmin {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      createTopics: async ({ topics }) => {
        const missing = topics.filter(({ topic }) => !this.partitions.has(topic));
        for (const config of missing) {
          this.createdTopics.push(config);
          this.partitions.set(
            config.topic,
            Array.from({ length: config.numPartitions ?? 1 }, () => []),
          );
        }
        return missing.length > 0;
      },
    };
  }

  consumer({ groupId }: { groupId: string }): TransportConsumer {
    return new FakeConsumer(this, groupId);
  }

  /** What a topic partition holds, for assertions and for consumer tests that produce directly. */
  messages(topic: string, partition = 0): ConsumedMessage[] {
    return this.partitions.get(topic)?.[partition] ?? [];
  }

  partitionCount(topic: string): number {
    return this.partitions.get(topic)?.length ?? 0;
  }

  append(topic: string, message: Message): { topicName: string; partition: number; errorCode: number } {
    const partitions = this.partitions.get(topic);
    if (!partitions) throw new Error(`Unknown topic ${topic}`);
    const key = message.key == null ? null : Buffer.from(message.key);
    const partition = key === null ? 0 : key.reduce((hash, byte) => (hash * 31 + byte) >>> 0, 7) % partitions.length;
    const log = partitions[partition] ?? [];
    log.push({
      key,
      value: message.value == null ? null : Buffer.from(message.value),
      offset: String(log.length),
      headers: buffers(message.headers),
    });
    return { topicName: topic, partition, errorCode: 0 };
  }

  committedOffset(groupId: string, topic: string, partition: number): string | undefined {
    return this.commits.findLast((c) => c.groupId === groupId && c.topic === topic && c.partition === partition)
      ?.offset;
  }
}

class FakeConsumer implements TransportConsumer {
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

function buffers(headers: IHeaders | undefined): IHeaders {
  const result: IHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined)
      result[name] = Array.isArray(value) ? value.map((v) => Buffer.from(v)) : Buffer.from(value);
  }
  return result;
}
