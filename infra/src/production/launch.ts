import { createLogger, type Logger } from '@sb/platform';
import { exitAtDeadline, readShutdownTimeoutMs } from '../shutdown-timeout.js';
import { readProductionConfig, type ProductionConfig, type ProductionService } from './production-config.js';

/** `stop` finishes within `timeoutMs` (SHUTDOWN_TIMEOUT_MS): HTTP draining takes part of it, see service-http.ts. */
type RunningService = { stop(timeoutMs?: number): Promise<void> };

export type ServiceStarter = (
  config: ProductionConfig,
  context: { logger: Logger; fail: (error: unknown) => void },
) => Promise<RunningService>;

/**
 * The life of one production process: read the configuration (exit 2 when it is wrong, before opening
 * anything), start, and on SIGINT/SIGTERM stop taking requests, finish in-flight work and close the ports
 * (exit 0) within SHUTDOWN_TIMEOUT_MS (default 10 s; past it the process exits 1 whatever its clients do). A
 * service that reports a failure through `fail` is shut down the same way and exits 1, so the
 * container is restarted.
 */
export const launchService = async (service: ProductionService, start: ServiceStarter) => {
  let config: ProductionConfig;
  let timeoutMs: number;
  try {
    config = readProductionConfig(process.env, service);
    timeoutMs = readShutdownTimeoutMs(process.env);
  } catch (error) {
    createLogger({ level: 'error', service }).error(
      { error: error instanceof Error ? error.message : String(error) },
      'configuration refused',
    );
    process.exit(2);
  }
  // Every line says which service wrote it: the services share one log pipeline in production.
  const logger = createLogger({ level: config.logLevel, service });

  let running: RunningService | undefined;
  let stopping = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, timeoutMs }, 'shutting down');
    exitAtDeadline(timeoutMs, () => {
      logger.error({ timeoutMs }, 'shutdown deadline reached: exiting');
      process.exit(1);
    });
    Promise.resolve(running?.stop(timeoutMs)).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ error: String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));

  try {
    running = await start(config, { logger, fail: (error) => shutdown(`failed: ${String(error)}`, 1) });
  } catch (error) {
    logger.error({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 'start failed');
    process.exit(1);
  }
};
