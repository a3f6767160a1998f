#!/usr/bin/env node
import { launchService } from './launch.js';
import { openReadStore, openTransport } from './open-ports.js';
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
  const service = await startProjectorsService({ config, readStore, transport: source.transport, logger });
  return {
    async stop() {
      await service.stop();
      await source.close();
      await readStore.close();
    },
  };
});
