import type {
  ConsumerConfig,
  ConsumerCrashEvent,
  EachBatchPayload,
  IHeaders,
  ITopicConfig,
  ProducerConfig,
  ProducerRecord,
  RecordMetadata,
} from 'kafkajs';

/**
 * The part of kafkajs the relay and the transport use. A kafkajs `Kafka` instance satisfies it (the Kafka
 * integration spec passes one); unit tests pass the hand-written fake in `testing/fake-kafka.ts`.
 */
export type KafkaClient = {
  producer(config?: ProducerConfig): RelayProducer;
  consumer(config: ConsumerConfig): TransportConsumer;
  admin(): TopicAdmin;
};

export type RelayProducer = {
  connect(): Promise<void>;
  send(record: ProducerRecord): Promise<RecordMetadata[]>;
  disconnect(): Promise<void>;
};

export type TopicAdmin = {
  connect(): Promise<void>;
  /** Resolves false when the topic already existed. */
  createTopics(options: { topics: ITopicConfig[]; waitForLeaders?: boolean }): Promise<boolean>;
  disconnect(): Promise<void>;
};

export type ConsumedMessage = { key: Buffer | null; value: Buffer | null; offset: string; headers?: IHeaders };

export type ConsumedBatch = Pick<
  EachBatchPayload,
  'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale' | 'commitOffsetsIfNecessary'
> & { batch: { topic: string; partition: number; messages: ConsumedMessage[] } };

export type TransportConsumer = {
  connect(): Promise<void>;
  subscribe(subscription: { topics: string[]; fromBeginning: boolean }): Promise<void>;
  run(config: {
    autoCommit: boolean;
    eachBatchAutoResolve: boolean;
    eachBatch(payload: ConsumedBatch): Promise<void>;
  }): Promise<void>;
  /** Waits for the running batch handler to return, leaves the group and closes the connections. */
  disconnect(): Promise<void>;
  /** kafkajs reports a consumer it could not keep alive; `restart: false` means it gave up. */
  on(event: 'consumer.crash', listener: (event: ConsumerCrashEvent) => void): () => void;
};
