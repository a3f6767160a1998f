import { openSqliteEventStore } from '../../../event-store/sqlite/sqlite-event-store.js';
import type { TransportFixture } from '../../transport.contract.js';
import type { KafkaClient } from '../kafka-client.js';
import { createKafkaRelay } from '../kafka-relay.js';
import { createKafkaTransport } from '../kafka-transport.js';
import { memoryCheckpoints } from './memory-checkpoints.js';

/** The production path in one process: SQLite log -> relay -> topic -> consumer groups. */
export async function kafkaTransportFixture(kafka: KafkaClient, topic: string): Promise<TransportFixture> {
  const store = openSqliteEventStore({ path: ':memory:' });
  const relay = createKafkaRelay({ store, kafka, topic, checkpointStore: memoryCheckpoints().store });
  await relay.start();
  const transport = createKafkaTransport({ kafka, topic });
  return {
    store,
    transport,
    cleanup: async () => {
      await transport.close();
      await relay.stop();
      await store.close();
    },
  };
}
