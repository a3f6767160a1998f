#!/usr/bin/env node
import { launchService } from './launch.js';
import { openEventStore, openReadStore, openTransport } from './open-ports.js';
import { startProjectorsService } from './projectors-service.js';

/** `node infra/dist/production/projectors.js`: the read models, fed from the configured transport. */
await launchService('projectors', async (config, { logger }) => {
  const { adapters } = config;
  if (adapters.transport.kind === 'in-process' && adapters.eventStore.kind === 'sqlite')
    // The SQLite store wakes its subscribers only on appends made through the same process.
    logger.warn(
      'in-process transport over SQLite: appends made by another process are seen only after a restart; ' +
        'set KAFKA_BROKERS (or KURRENTDB_URL) to run the projectors apart from the command API',
    );
  const readStore = await openReadStore(adapters.readStore);
  const source = await openTransport(config);
  // In-process, the transport's own store is reused: a second SQLite connection would not wake its subscribers.
  const eventStore = source.eventStore ?? openEventStore(adapters.eventStore);
  const ownsStore = eventStore !== source.eventStore;
  const service = await startProjectorsService({ config, readStore, eventStore, transport: source.transport, logger });
  return {
    async stop(timeoutMs?: number) {
      await service.stop(timeoutMs);
      await source.close();
      if (ownsStore) await eventStore.close();
      await readStore.close();
    },
  };
});
