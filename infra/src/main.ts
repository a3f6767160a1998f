#!/usr/bin/env node
import { readConfig } from './config.js';
import { startEmbeddedStack } from './stack.js';

/** `npm start`: the embedded stack, stopped cleanly on SIGINT/SIGTERM. */
const stack = await startEmbeddedStack(readConfig());
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`${signal} received, shutting down\n`);
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`shutdown failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
