import { openSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type Logger } from '@sb/platform';

/**
 * The log of a stack a benchmark runs in its own process, as users run it: at the default level (info, an access
 * line per request) into a file of the run's data directory, instead of the benchmark's stdout. Benches once ran
 * their stacks at LOG_LEVEL=error, which left the access log out of every figure.
 *
 * The file stays open until the benchmark's process exits: the logger writes off the event loop and writes what is
 * left when the process exits, so closing its descriptor earlier would leave it a number the process may reuse.
 * `flush` waits for the lines written so far (call it once the stack has stopped).
 */
export function openStackLog(dataDir: string): { logger: Logger; flush(): Promise<void> } {
  const logger = createLogger({ level: 'info', destination: openSync(join(dataDir, 'stack.log'), 'a') });
  return {
    logger,
    flush: () => new Promise<void>((resolve) => logger.flush(() => resolve())),
  };
}
