#!/usr/bin/env node
import { launchService } from './launch.js';
import { openEventStore, openReadStore, openTransport } from './open-ports.js';
import { startProjectorsService } from './projectors-service.js';

/**
 * `node infra/dist/production/projectors.js`: the read models, fed from the configured transport. In-process over
 * SQLite, the store watches the file, so what the command API's process appends reaches the projectors in ~20 ms.
 */
await launchService('projectors', async (config, { logger }) => {
  const { adapters } = config;
  const readStore = await openReadStore(adapters.readStore);
  const source = await openTransport(config);
  // In-process, the transport's own store is reused: one connection and one watch of the file (open-ports.ts).
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
