export * from './transport.js';
export { createInProcessTransport } from './in-process/in-process-transport.js';
export { createKafkaRelay } from './kafka/kafka-relay.js';
export type { CheckpointStore, KafkaRelay, KafkaRelayOptions } from './kafka/kafka-relay.js';
export { createKafkaTransport } from './kafka/kafka-transport.js';
export type { KafkaTransportOptions } from './kafka/kafka-transport.js';
export type {
  ConsumedBatch,
  ConsumedMessage,
  KafkaClient,
  RelayProducer,
  TopicAdmin,
  TransportConsumer,
} from './kafka/kafka-client.js';
export { MalformedEventMessage, POSITION_HEADER } from './kafka/event-message.js';
