import {
  createMetrics,
  instrumentEventStore,
  instrumentTransport,
  type EventStore,
  type EventTransport,
  type Logger,
  type ReadStore,
} from '@sb/platform';
import {
  allProjections,
  createBetSettler,
  createProjectionRunner,
  createSettlementProcessManager,
  READ_MODELS_GROUP,
} from '@sb/projectors';
import { assertNothingParked } from '../parked-health.js';
import { readModelFacts } from '../read-model-facts.js';
import { noParkedReadModel, projectionsWithinLag, storesReachable } from '../readiness.js';
import { productVersion } from '../version.js';
import type { ProductionConfig } from './production-config.js';
import { startHttpServer, withProbes } from './service-http.js';

export type ProjectorsServiceOptions = {
  config: ProductionConfig;
  readStore: ReadStore;
  /** The settlement process manager appends BetSettled to wallets. */
  eventStore: EventStore;
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
export const startProjectorsService = async ({
  config,
  readStore,
  eventStore: log,
  transport: deliveries,
  logger,
}: ProjectorsServiceOptions) => {
  const metrics = createMetrics();
  const eventStore = instrumentEventStore(log, metrics);
  const transport = instrumentTransport(deliveries, metrics);
  const readModels = readModelFacts(
    readStore,
    allProjections.map((projection) => projection.name),
  );
  metrics.observe({ readModels });
  // Kafka commits offsets itself: apply before acknowledging. In-process resumes from the checkpoint. Kafka
  // deliveries may come twice, replayed or out of the log's order: each one only says how far the log is, and
  // the runner applies the log's own events up to it.
  const applyBeforeAck = config.adapters.transport.kind === 'kafka';
  const fillGapsFromLog = applyBeforeAck;
  const runner = createProjectionRunner({
    transport,
    readStore,
    eventStore,
    projections: allProjections,
    logger,
    applyBeforeAck,
    fillGapsFromLog,
  });
  await runner.start();
  const settler = createBetSettler({ eventStore, readStore });
  const settlement = createSettlementProcessManager({
    transport,
    readStore,
    readModels: runner.progress,
    settler,
    logger,
  });
  await settlement.start();
  const { readiness, metricsToken } = config.observability;
  const probes = withProbes({
    service: 'projectors',
    version: productVersion(),
    async health() {
      assertNothingParked(runner.parked());
      return { projectionPosition: await readStore.getCheckpoint(READ_MODELS_GROUP) };
    },
    readiness: [
      storesReachable({
        logPosition: () => eventStore.headPosition(),
        readCheckpoint: () => readStore.getCheckpoint(READ_MODELS_GROUP),
      }),
      noParkedReadModel(readModels),
      projectionsWithinLag(() => eventStore.headPosition(), readModels, readiness.maxProjectionLag),
    ],
    metrics,
    metricsToken,
  });
  const http = await startHttpServer(probes, config);
  logger.info({ port: http.port, projectionPosition: await runner.progress.position() }, 'projecting');
  return {
    port: http.port,
    url: http.url,
    async stop(timeoutMs?: number) {
      await http.close(timeoutMs);
      await settlement.stop();
      await runner.stop();
    },
  };
};

export type ProjectorsService = Awaited<ReturnType<typeof startProjectorsService>>;
