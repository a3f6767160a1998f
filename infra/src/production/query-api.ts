#!/usr/bin/env node
import { launchService } from './launch.js';
import { openReadStore } from './open-ports.js';
import { startQueryApiService } from './query-api-service.js';

/** `node infra/dist/production/query-api.js`: every GET /api route, reading the read models only. */
await launchService('query-api', async (config, { logger }) => {
  const readStore = await openReadStore(config.adapters.readStore);
  const service = await startQueryApiService({ config, readStore, logger });
  return {
    async stop(timeoutMs?: number) {
      await service.stop(timeoutMs);
      await readStore.close();
    },
  };
});
