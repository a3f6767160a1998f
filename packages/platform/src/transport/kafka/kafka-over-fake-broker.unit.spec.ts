import { describeTransportContract } from '../transport.contract.js';
import { FakeKafka } from './testing/fake-kafka.js';
import { kafkaTransportFixture } from './testing/kafka-fixture.js';

// The relay and the consumer together, every run; kafka-transport.int.spec.ts repeats this on a real broker.
describeTransportContract('Kafka relay + consumer groups over the fake broker', () =>
  kafkaTransportFixture(new FakeKafka(), 'sportsbook-events'),
);
