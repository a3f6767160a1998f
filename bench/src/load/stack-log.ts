import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type Logger } from '@sb/platform';

/**
 * The log of a stack a benchmark runs in its own process, as users run it: at the default level (info, an access
 * line per request) into a file of the run's data directory, instead of the benchmark's stdout. Benches once ran
 * their stacks at LOG_LEVEL=error, which left the access log out of every figure.
 */
export function openStackLog(dataDir: string): { logger: Logger; close(): void } {
  const fd = openSync(join(dataDir, 'stack.log'), 'a');
  return { logger: createLogger({ level: 'info', destination: fd }), close: () => closeSync(fd) };
}
