#!/usr/bin/env node
import { launchService } from './launch.js';
import { openEventStore, openKafka, openReadStore } from './open-ports.js';
import { startRelayService } from './relay-service.js';

/** `node infra/dist/production/relay.js`: the log, published to the Kafka topic the projectors consume. */
await launchService('relay', async (config, { logger, fail }) => {
  const { adapters } = config;
  if (adapters.transport.kind !== 'kafka') throw new Error('The relay needs KAFKA_BROKERS');
  const eventStore = openEventStore(adapters.eventStore, 'read');
  const readStore = await openReadStore(adapters.readStore);
  const kafka = await openKafka(adapters.transport);
  const service = await startRelayService({ config, eventStore, readStore, kafka, logger, onFailure: fail });
  return {
    async stop(timeoutMs?: number) {
      await service.stop(timeoutMs);
      await readStore.close();
      await eventStore.close();
    },
  };
});
