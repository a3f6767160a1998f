import {
  createKafkaRelay,
  createMetrics,
  type EventStore,
  type KafkaClient,
  type Logger,
  type ReadStore,
} from '@sb/platform';
import { storesReachable } from '../readiness.js';
import { productVersion } from '../version.js';
import type { ProductionConfig } from './production-config.js';
import { startHttpServer, withProbes } from './service-http.js';

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
      logger.error({ topic: transport.topic, error: String(error) }, 'relay stopped');
      onFailure(error);
    },
  });
  await relay.start();

  const facts = async () => {
    if (failure !== undefined) throw new Error(`relay stopped: ${String(failure)}`);
    const [logPosition, relayedPosition] = await Promise.all([
      eventStore.headPosition(),
      readStore.getCheckpoint(checkpointName),
    ]);
    return { topic: transport.topic, logPosition, relayedPosition };
  };
  const metrics = createMetrics();
  // The relay's consumer lag: how far the topic is behind the log head.
  metrics.observe({ logPosition: () => eventStore.headPosition() });
  const probes = withProbes({
    service: 'relay',
    version: productVersion(),
    health: facts,
    readiness: [
      storesReachable({
        logPosition: () => eventStore.headPosition(),
        readCheckpoint: () => readStore.getCheckpoint(checkpointName),
      }),
      { name: 'relay', run: async () => ({ ok: true, ...(await facts()) }) },
    ],
    metrics,
    metricsToken: config.observability.metricsToken,
  });
  const http = await startHttpServer(probes, config);
  logger.info({ port: http.port, topic: transport.topic }, 'relaying');
  return {
    port: http.port,
    url: http.url,
    async stop(timeoutMs?: number) {
      await http.close(timeoutMs);
      await relay.stop();
    },
  };
};
