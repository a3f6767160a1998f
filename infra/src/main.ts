#!/usr/bin/env node
import { createLogger } from '@sb/platform';
import { readConfig } from './config.js';
import { exitAtDeadline, readShutdownTimeoutMs } from './shutdown-timeout.js';
import { startEmbeddedStack } from './stack.js';

/**
 * `npm start`: the embedded stack, stopped cleanly on SIGINT/SIGTERM within SHUTDOWN_TIMEOUT_MS (default 10 s):
 * past it the process exits 1 whatever its clients do.
 */
const timeoutMs = readShutdownTimeoutMs();
const config = readConfig();
const logger = createLogger({ level: config.logLevel });
const stack = await startEmbeddedStack(config, { logger });
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, timeoutMs }, 'shutting down');
  exitAtDeadline(timeoutMs, () => {
    logger.error({ timeoutMs }, 'shutdown took longer than the deadline: exiting');
    process.exit(1);
  });
  stack.stop(timeoutMs).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ error: String(error) }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
