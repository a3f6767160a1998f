import { createLogger, type Logger } from '../logger.js';
import { readProductionConfig, type ProductionConfig, type ProductionService } from './production-config.js';

export type RunningService = { stop(): Promise<void> };

export type ServiceStarter = (
  config: ProductionConfig,
  context: { logger: Logger; fail: (error: unknown) => void },
) => Promise<RunningService>;

/** Every log line says which service wrote it: the services share one log pipeline in production. */
const forService = (logger: Logger, service: ProductionService): Logger => {
  const tag = (write: Logger['info']) => (message: string, meta?: Record<string, unknown>) =>
    write(message, { service, ...meta });
  return { debug: tag(logger.debug), info: tag(logger.info), warn: tag(logger.warn), error: tag(logger.error) };
};

/**
 * The life of one production process: read the configuration (exit 2 when it is wrong, before opening
 * anything), start, and on SIGINT/SIGTERM stop taking requests, finish in-flight work and close the ports
 * (exit 0). A service that reports a failure through `fail` is shut down the same way and exits 1, so the
 * container is restarted.
 */
export const launchService = async (service: ProductionService, start: ServiceStarter) => {
  let config: ProductionConfig;
  try {
    config = readProductionConfig(process.env, service);
  } catch (error) {
    process.stderr.write(`${service}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const logger = forService(createLogger(config.logLevel), service);

  let running: RunningService | undefined;
  let stopping = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { reason });
    Promise.resolve(running?.stop()).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));

  try {
    running = await start(config, { logger, fail: (error) => shutdown(`failed: ${String(error)}`, 1) });
  } catch (error) {
    logger.error('start failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
};
