import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootstrapAdmin, createCommandApi, type CommandApiDeps } from '@sb/command-api';
import { createQueryApi } from '@sb/query-api';
import {
  allProjections,
  READ_MODELS_GROUP,
  createBetSettler,
  createProjectionRunner,
  createSettlementProcessManager,
  sessionUserLookup,
  type Projection,
} from '@sb/projectors';
import {
  createLogger,
  createMetrics,
  createScryptHasher,
  instrumentEventStore,
  instrumentTransport,
  type Logger,
  type OddsProvider,
  type PasswordHasher,
} from '@sb/platform';
import { apiSessions } from './api-sessions.js';
import { startOddsFeed } from './odds-feed.js';
import type { StackConfig } from './config.js';
import { betsPort } from './bets-port.js';
import { readWebOptions, repoRootFromInfra, webRequestListener } from './web/index.js';
import { cleanupPort } from './cleanup-port.js';
import { scheduleDailyCleanup } from './daily-cleanup.js';
import { createGateway } from './gateway.js';
import { createGracefulServer } from './graceful-server.js';
import { healthHandler } from './health.js';
import { metricsHandler } from './metrics-endpoint.js';
import { readModelFacts } from './read-model-facts.js';
import { readModelsCaughtUp } from './read-models-caught-up.js';
import {
  feedNotFailing,
  livenessHandler,
  noParkedReadModel,
  projectionsWithinLag,
  readinessHandler,
  storesReachable,
} from './readiness.js';
import { closePorts, openEmbeddedPorts } from './ports.js';
import { createProjectorThread } from './projector-thread/projector-thread.js';
import { loadOrCreateSessionSecret } from './session-secret.js';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, httpDrainBudgetMs } from './shutdown-timeout.js';
import { productVersion } from './version.js';

const LISTEN_BACKLOG = 4096;

export type StackOverrides = {
  /** Tests use a cheaper hash; production keeps the OWASP cost. */
  hasher?: PasswordHasher;
  web?: RequestListener;
  /** The simulator (FEED_SEED, FEED_SPEED) unless a test brings its own provider. */
  oddsProvider?: OddsProvider;
  /** Every read model unless a test brings its own set (a read model made to fail, to see it parked). */
  projections?: readonly Projection[];
  /** pino on stdout at LOG_LEVEL unless a spec brings a logger that writes where it reads. */
  logger?: Logger;
};

/**
 * The embedded one-process stack behind `npm start`: log, projectors (on a thread of their own), both APIs and the
 * web on one port.
 */
export const startEmbeddedStack = async (config: StackConfig, overrides: StackOverrides = {}) => {
  const logger = overrides.logger ?? createLogger({ level: config.logLevel });
  mkdirSync(config.dataDir, { recursive: true });
  const ports = openEmbeddedPorts(config.dataDir);
  // Every append, delivery and refresh of this process is measured in one registry (GET /metrics).
  const metrics = createMetrics();
  const eventStore = instrumentEventStore(ports.eventStore, metrics);
  const transport = instrumentTransport(ports.transport, metrics);
  const projections = overrides.projections ?? allProjections;
  const readModels = readModelFacts(
    ports.readStore,
    projections.map((projection) => projection.name),
  );
  metrics.observe({ readModels });
  // Every read model on a thread of its own, unless PROJECTOR_THREAD=false or a spec brings its own set (a read
  // model made to fail: functions do not cross to a thread).
  const runner =
    overrides.projections || !config.projectorThread
      ? createProjectionRunner({ ...ports, eventStore, transport, projections, logger })
      : createProjectorThread({ dataDir: config.dataDir, eventStore: ports.eventStore, logger, metrics });
  await runner.start();
  const settler = createBetSettler({ eventStore, readStore: ports.readStore });
  const settlement = createSettlementProcessManager({
    ...ports,
    transport,
    readModels: runner.progress,
    settler,
    logger,
  });
  await settlement.start();

  const feed = startOddsFeed({
    config: config.oddsFeed,
    eventStore,
    logger,
    provider: overrides.oddsProvider,
    metrics,
  });
  const oddsFeed = feed.ingester;

  const sessionSecret = loadOrCreateSessionSecret(config.dataDir, config.sessionSecret);
  // One process starts and ends every session here: both APIs answer live sessions from memory.
  const sessions = apiSessions(ports.readStore, sessionSecret, config.session, { soleWriter: true });
  const lookupSessionUser = sessionUserLookup(ports.readStore);
  const caughtUp = readModelsCaughtUp(ports.eventStore, runner.progress);
  const perMinute = (max: number) => ({ max, windowMs: 60_000 });
  const commandDeps: CommandApiDeps = {
    eventStore,
    sessions,
    lookupSessionUser,
    hasher: overrides.hasher ?? createScryptHasher(),
    clock: () => new Date(),
    newId: randomUUID,
    oddsFeed,
    bets: betsPort(ports.readStore, settler, caughtUp),
    cleanup: cleanupPort(ports.readStore, caughtUp),
    logger,
    metrics,
    config: {
      startingBalanceCents: config.startingBalanceCents,
      loginRateLimit: perMinute(config.loginAttemptsPerMinute),
      registerRateLimit: perMinute(config.loginAttemptsPerMinute),
      betsPerMinute: config.betsPerMinute,
      cashOutMargin: config.cashOutMargin,
      allowedOrigins: [],
      trustProxy: config.trustProxy,
    },
  };
  const commandApi = createCommandApi(commandDeps);
  const queryApi = createQueryApi({
    readStore: ports.readStore,
    eventLog: ports.eventStore,
    progress: runner.progress,
    sessions,
    lookupSessionUser,
    logger,
    metrics,
    config: { trustProxy: config.trustProxy, minPositionWaitMs: 2000, cashOutMargin: config.cashOutMargin },
  });

  if (config.admin) {
    const result = await bootstrapAdmin(commandDeps, config.admin);
    if (result.created) await runner.progress.waitFor(result.position, 5000);
    logger.info({ username: config.admin.username }, result.created ? 'admin created' : 'admin username already taken');
  }

  const dailyCleanup = scheduleDailyCleanup(commandDeps);

  const version = productVersion();
  const { readiness, metricsToken } = config.observability;
  const { server, close: drainHttp } = createGracefulServer(
    createGateway({
      health: healthHandler({
        eventStore: ports.eventStore,
        progress: runner.progress,
        parked: runner.parked,
        version,
      }),
      live: livenessHandler('embedded', version),
      ready: readinessHandler('embedded', [
        storesReachable({
          logPosition: () => ports.eventStore.headPosition(),
          readCheckpoint: () => ports.readStore.getCheckpoint(READ_MODELS_GROUP),
        }),
        noParkedReadModel(readModels),
        projectionsWithinLag(() => ports.eventStore.headPosition(), readModels, readiness.maxProjectionLag),
        feedNotFailing(feed.consecutiveFailures, readiness.maxFeedFailures),
      ]),
      metrics: metricsHandler(metrics, { token: metricsToken }),
      query: queryApi.callback(),
      command: commandApi.callback(),
      web: overrides.web ?? webRequestListener(readWebOptions(process.env, repoRootFromInfra())),
    }),
  );
  // Node's default accept queue (511) overflows when hundreds of players connect while the loop is busy; each
  // connection refused there waits for the kernel's SYN retransmit (1 s, then 3 s). The kernel caps the figure
  // at net.core.somaxconn.
  await new Promise<void>((resolve) =>
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, resolve),
  );
  const { port } = server.address() as AddressInfo;
  logger.info({ port, dataDir: config.dataDir, version }, 'listening');

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    ports,
    runner,
    settlement,
    oddsFeed,
    metrics,
    /** The two Koa apps, so specs can list their routes (see testing/koa-routes.ts). */
    apps: { command: commandApi, query: queryApi },
    /**
     * Stops taking connections, answers the requests already received (see graceful-server.ts) within part of
     * `timeoutMs`, then stops the feed and the projections at a clean checkpoint and closes the stores.
     */
    async stop(timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS) {
      const { forced } = await drainHttp(httpDrainBudgetMs(timeoutMs));
      if (forced) logger.warn('shutdown deadline reached: open connections were closed');
      dailyCleanup.stop();
      await feed.stop();
      await settlement.stop();
      await runner.stop();
      await closePorts(ports);
      logger.info('stopped');
    },
  };
};

export type EmbeddedStack = Awaited<ReturnType<typeof startEmbeddedStack>>;
