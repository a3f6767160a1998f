import type { IHeaders, ITopicConfig, Message, ProducerConfig, ProducerRecord } from 'kafkajs';
import type { ConsumedMessage, KafkaClient, RelayProducer, TopicAdmin, TransportConsumer } from '../kafka-client.js';
import { FakeConsumer } from './fake-consumer.js';

export type Commit = { groupId: string; topic: string; partition: number; offset: string };

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

function buffers(headers: IHeaders | undefined): IHeaders {
  const result: IHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined)
      result[name] = Array.isArray(value) ? value.map((v) => Buffer.from(v)) : Buffer.from(value);
  }
  return result;
}
