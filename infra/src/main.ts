#!/usr/bin/env node
import { readConfig } from './config.js';
import { exitAtDeadline, readShutdownTimeoutMs } from './shutdown-timeout.js';
import { startEmbeddedStack } from './stack.js';

/**
 * `npm start`: the embedded stack, stopped cleanly on SIGINT/SIGTERM within SHUTDOWN_TIMEOUT_MS (default 10 s):
 * past it the process exits 1 whatever its clients do.
 */
const timeoutMs = readShutdownTimeoutMs();
const stack = await startEmbeddedStack(readConfig());
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`${signal} received, shutting down\n`);
  exitAtDeadline(timeoutMs, () => {
    process.stderr.write(`shutdown took longer than ${timeoutMs} ms: exiting\n`);
    process.exit(1);
  });
  stack.stop(timeoutMs).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`shutdown failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
