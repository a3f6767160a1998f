import type { EventTransport, ReadStore } from '@sb/platform';
import { allProjections, createProjectionRunner, READ_MODELS_GROUP } from '@sb/projectors';
import type { Logger } from '../logger.js';
import { productVersion } from '../version.js';
import type { ProductionConfig } from './production-config.js';
import { healthResponder, startHttpServer, withHealth } from './service-http.js';

export type ProjectorsServiceOptions = {
  config: ProductionConfig;
  readStore: ReadStore;
  transport: EventTransport;
  logger: Logger;
};

/**
 * The projectors as their own service: every read model fed from the transport (a Kafka consumer group in
 * production), the checkpoint stored with the read models for the query API to poll, and GET /health.
 *
 * A transport failure is not caught here: the runner does not resubscribe by itself, so the error ends the
 * process and the container restarts it, resuming from the stored checkpoint.
 */
export const startProjectorsService = async ({ config, readStore, transport, logger }: ProjectorsServiceOptions) => {
  const runner = createProjectionRunner({ transport, readStore, projections: allProjections, logger });
  await runner.start();
  const health = healthResponder('projectors', productVersion(), async () => ({
    projectionPosition: await readStore.getCheckpoint(READ_MODELS_GROUP),
  }));
  const http = await startHttpServer(withHealth(health), config);
  logger.info('projecting', { port: http.port, projectionPosition: await runner.progress.position() });
  return {
    port: http.port,
    url: http.url,
    async stop() {
      await http.close();
      await runner.stop();
    },
  };
};

export type ProjectorsService = Awaited<ReturnType<typeof startProjectorsService>>;
