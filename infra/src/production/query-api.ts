#!/usr/bin/env node
import { launchService } from './launch.js';
import { openEventStore, openReadStore } from './open-ports.js';
import { startQueryApiService } from './query-api-service.js';

/**
 * `node infra/dist/production/query-api.js`: every GET /api route, reading the read models, and the log for the
 * Audit page's ledgers.
 */
await launchService('query-api', async (config, { logger }) => {
  const readStore = await openReadStore(config.adapters.readStore);
  const eventLog = openEventStore(config.adapters.eventStore, 'read');
  const service = await startQueryApiService({ config, readStore, eventLog, logger });
  return {
    async stop(timeoutMs?: number) {
      await service.stop(timeoutMs);
      await readStore.close();
      await eventLog.close();
    },
  };
});
