import { randomUUID } from 'node:crypto';
import { bootstrapAdmin, createCommandApi, type CommandApiDeps } from '@sb/command-api';
import {
  createMetrics,
  createScryptHasher,
  instrumentEventStore,
  type EventStore,
  type Logger,
  type OddsProvider,
  type PasswordHasher,
  type ReadStore,
} from '@sb/platform';
import { createBetSettler, createPolledProgress, READ_MODELS_GROUP, sessionUserLookup } from '@sb/projectors';
import { betsPort } from '../bets-port.js';
import { cleanupPort } from '../cleanup-port.js';
import { readModelsCaughtUp } from '../read-models-caught-up.js';
import { scheduleDailyCleanup } from '../daily-cleanup.js';
import { feedNotFailing, storesReachable } from '../readiness.js';
import { productVersion } from '../version.js';
import { apiSessionSecret, type ProductionConfig } from './production-config.js';
import { apiSessions } from '../api-sessions.js';
import { startOddsFeed } from '../odds-feed.js';
import { startHttpServer, withProbes } from './service-http.js';

export type CommandApiServiceOptions = {
  config: ProductionConfig;
  eventStore: EventStore;
  /** Read for sessions only: the `sessions` collection and who a session belongs to now (the users read model). */
  readStore: ReadStore;
  logger: Logger;
  /** Tests use a cheaper hash; production keeps the OWASP cost. */
  hasher?: PasswordHasher;
  /** The simulator (FEED_SEED, FEED_SPEED) unless a test brings its own provider. */
  oddsProvider?: OddsProvider;
};

/**
 * The command API as its own service: every non-GET /api route on PORT, plus /api/health. The session
 * lookup is built here, in the composition root, because it lives in @sb/projectors (next to the users read
 * model it reads) and @sb/command-api does not depend on that package.
 */
export const startCommandApiService = async ({
  config,
  eventStore: log,
  readStore,
  logger,
  hasher = createScryptHasher(),
  oddsProvider,
}: CommandApiServiceOptions) => {
  const metrics = createMetrics();
  const eventStore = instrumentEventStore(log, metrics);
  const feed = startOddsFeed({ config: config.feed, eventStore, logger, provider: oddsProvider, metrics });
  const perMinute = (max: number) => ({ max, windowMs: 60_000 });
  // The projectors run in another process: the read models' progress is the checkpoint they store beside them.
  const caughtUp = readModelsCaughtUp(
    eventStore,
    createPolledProgress(() => readStore.getCheckpoint(READ_MODELS_GROUP)),
  );
  const deps: CommandApiDeps = {
    eventStore,
    sessions: apiSessions(readStore, apiSessionSecret(config), config.session),
    lookupSessionUser: sessionUserLookup(readStore),
    hasher,
    clock: () => new Date(),
    newId: randomUUID,
    oddsFeed: feed.ingester,
    bets: betsPort(readStore, createBetSettler({ eventStore, readStore }), caughtUp),
    cleanup: cleanupPort(readStore, caughtUp),
    logger,
    metrics,
    config: {
      startingBalanceCents: config.startingBalanceCents,
      loginRateLimit: perMinute(config.loginAttemptsPerMinute),
      registerRateLimit: perMinute(config.loginAttemptsPerMinute),
      betsPerMinute: config.betsPerMinute,
      cashOutMargin: config.cashOutMargin,
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
    },
  };
  if (config.admin) {
    const result = await bootstrapAdmin(deps, config.admin);
    logger.info({ username: config.admin.username }, result.created ? 'admin created' : 'admin username already taken');
  }

  const dailyCleanup = scheduleDailyCleanup(deps);

  const { readiness, metricsToken } = config.observability;
  const probes = withProbes(
    {
      service: 'command-api',
      version: productVersion(),
      health: async () => ({ logPosition: await eventStore.headPosition() }),
      readiness: [
        storesReachable({
          logPosition: () => eventStore.headPosition(),
          readCheckpoint: () => readStore.getCheckpoint(READ_MODELS_GROUP),
        }),
        feedNotFailing(feed.consecutiveFailures, readiness.maxFeedFailures),
      ],
      metrics,
      metricsToken,
    },
    createCommandApi(deps).callback(),
  );
  const http = await startHttpServer(probes, config);
  logger.info({ port: http.port }, 'listening');
  return {
    port: http.port,
    url: http.url,
    async stop(timeoutMs?: number) {
      await http.close(timeoutMs);
      dailyCleanup.stop();
      await feed.stop();
    },
  };
};

export type CommandApiService = Awaited<ReturnType<typeof startCommandApiService>>;
