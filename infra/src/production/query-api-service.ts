import { createMetrics, type EventStore, type Logger, type ReadStore } from '@sb/platform';
import { apiSessions } from '../api-sessions.js';
import {
  allProjections,
  createPolledProgress,
  READ_MODELS_GROUP,
  readParkedProjections,
  sessionUserLookup,
} from '@sb/projectors';
import { assertNothingParked } from '../parked-health.js';
import { createQueryApi } from '@sb/query-api';
import { readModelFacts } from '../read-model-facts.js';
import { noParkedReadModel, storesReachable } from '../readiness.js';
import { productVersion } from '../version.js';
import { apiSessionSecret, type ProductionConfig } from './production-config.js';
import { startHttpServer, withProbes } from './service-http.js';

export type QueryApiServiceOptions = {
  config: ProductionConfig;
  readStore: ReadStore;
  /** Read only, for the Audit page's ledger (a player's wallet stream as logged). */
  eventLog: Pick<EventStore, 'readStream'>;
  logger: Logger;
};

/**
 * The query API as its own service: every GET /api route on PORT. The projectors run in another process, so
 * read-your-writes (X-Min-Position) polls the checkpoint they store next to the read models. It reads the log only
 * for the Audit page's ledger.
 */
export const startQueryApiService = async ({ config, readStore, eventLog, logger }: QueryApiServiceOptions) => {
  const progress = createPolledProgress(() => readStore.getCheckpoint(READ_MODELS_GROUP));
  const metrics = createMetrics();
  const readModels = readModelFacts(
    readStore,
    allProjections.map((projection) => projection.name),
  );
  metrics.observe({ readModels });
  const app = createQueryApi({
    readStore,
    eventLog,
    progress,
    sessions: apiSessions(readStore, apiSessionSecret(config), config.session),
    lookupSessionUser: sessionUserLookup(readStore),
    logger,
    metrics,
    config: {
      trustProxy: config.trustProxy,
      minPositionWaitMs: config.minPositionWaitMs,
      cashOutMargin: config.cashOutMargin,
    },
  });
  const probes = withProbes(
    {
      service: 'query-api',
      version: productVersion(),
      async health() {
        assertNothingParked(await readParkedProjections(readStore));
        return { projectionPosition: await progress.position() };
      },
      // The projectors service checks the lag against the log's head; this one reads the log for ledgers only.
      readiness: [
        storesReachable({ readCheckpoint: () => readStore.getCheckpoint(READ_MODELS_GROUP) }),
        noParkedReadModel(readModels),
      ],
      metrics,
      metricsToken: config.observability.metricsToken,
    },
    app.callback(),
  );
  const http = await startHttpServer(probes, config);
  logger.info({ port: http.port }, 'listening');
  return { port: http.port, url: http.url, stop: (timeoutMs?: number) => http.close(timeoutMs) };
};

export type QueryApiService = Awaited<ReturnType<typeof startQueryApiService>>;
