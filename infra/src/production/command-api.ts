#!/usr/bin/env node
import { startCommandApiService } from './command-api-service.js';
import { launchService } from './launch.js';
import { openEventStore, openReadStore } from './open-ports.js';

/** `node infra/dist/production/command-api.js`: every non-GET /api route, as its own process. */
await launchService('command-api', async (config, { logger }) => {
  const eventStore = openEventStore(config.adapters.eventStore);
  const readStore = await openReadStore(config.adapters.readStore);
  const service = await startCommandApiService({ config, eventStore, readStore, logger });
  return {
    async stop(timeoutMs?: number) {
      await service.stop(timeoutMs);
      await readStore.close();
      await eventStore.close();
    },
  };
});
