import { createKafkaRelay, type EventStore, type KafkaClient, type ReadStore } from '@sb/platform';
import type { Logger } from '../logger.js';
import { productVersion } from '../version.js';
import type { ProductionConfig } from './production-config.js';
import { healthResponder, startHttpServer, withHealth } from './service-http.js';

export type RelayServiceOptions = {
  config: ProductionConfig;
  eventStore: EventStore;
  /** Holds the relay's checkpoint (the last position the broker acknowledged). */
  readStore: ReadStore;
  kafka: KafkaClient;
  logger: Logger;
  /** Called once when publishing failed and the relay stopped; the launcher ends the process. */
  onFailure: (error: unknown) => void;
};

/**
 * The relay as its own service: publishes the log to KAFKA_TOPIC in log order (createKafkaRelay), and serves
 * GET /health with how far behind the log head it is. A failed relay reports 503 until the process ends.
 */
export const startRelayService = async ({
  config,
  eventStore,
  readStore,
  kafka,
  logger,
  onFailure,
}: RelayServiceOptions) => {
  const { transport } = config.adapters;
  if (transport.kind !== 'kafka') throw new Error('The relay needs KAFKA_BROKERS');
  const checkpointName = `relay:${transport.topic}`;
  let failure: unknown;
  const relay = createKafkaRelay({
    store: eventStore,
    kafka,
    topic: transport.topic,
    checkpointStore: readStore,
    name: checkpointName,
    onError(error) {
      failure = error;
      logger.error('relay stopped', { topic: transport.topic, error: String(error) });
      onFailure(error);
    },
  });
  await relay.start();

  const health = healthResponder('relay', productVersion(), async () => {
    if (failure !== undefined) throw new Error(`relay stopped: ${String(failure)}`);
    const [logPosition, relayedPosition] = await Promise.all([
      eventStore.headPosition(),
      readStore.getCheckpoint(checkpointName),
    ]);
    return { topic: transport.topic, logPosition, relayedPosition };
  });
  const http = await startHttpServer(withHealth(health), config);
  logger.info('relaying', { port: http.port, topic: transport.topic });
  return {
    port: http.port,
    url: http.url,
    async stop(timeoutMs?: number) {
      await http.close(timeoutMs);
      await relay.stop();
    },
  };
};
