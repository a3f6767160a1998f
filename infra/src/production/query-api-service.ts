import type { ReadStore } from '@sb/platform';
import { apiSessions } from '../api-sessions.js';
import { createPolledProgress, READ_MODELS_GROUP, readParkedProjections, sessionUserLookup } from '@sb/projectors';
import { assertNothingParked } from '../parked-health.js';
import { createQueryApi } from '@sb/query-api';
import type { Logger } from '../logger.js';
import { productVersion } from '../version.js';
import { apiSessionSecret, type ProductionConfig } from './production-config.js';
import { healthResponder, startHttpServer, withHealth } from './service-http.js';

export type QueryApiServiceOptions = { config: ProductionConfig; readStore: ReadStore; logger: Logger };

/**
 * The query API as its own service: every GET /api route on PORT. The projectors run in another process, so
 * read-your-writes (X-Min-Position) polls the checkpoint they store next to the read models.
 */
export const startQueryApiService = async ({ config, readStore, logger }: QueryApiServiceOptions) => {
  const progress = createPolledProgress(() => readStore.getCheckpoint(READ_MODELS_GROUP));
  const app = createQueryApi({
    readStore,
    progress,
    sessions: apiSessions(readStore, apiSessionSecret(config), config.session),
    lookupSessionUser: sessionUserLookup(readStore),
    logger,
    config: {
      trustProxy: config.trustProxy,
      minPositionWaitMs: config.minPositionWaitMs,
      cashOutMargin: config.cashOutMargin,
    },
  });
  const health = healthResponder('query-api', productVersion(), async () => {
    assertNothingParked(await readParkedProjections(readStore));
    return { projectionPosition: await progress.position() };
  });
  const http = await startHttpServer(withHealth(health, app.callback()), config);
  logger.info('listening', { port: http.port });
  return { port: http.port, url: http.url, stop: (timeoutMs?: number) => http.close(timeoutMs) };
};

export type QueryApiService = Awaited<ReturnType<typeof startQueryApiService>>;
