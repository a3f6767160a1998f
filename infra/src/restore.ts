#!/usr/bin/env node
import { resolve } from 'node:path';
import { restoreLog } from './backup/log-backup.js';
import { createLogger } from '@sb/platform';
import { readConfig } from './config.js';

/**
 * `npm run restore -- <file>`: puts a backup's log into a fresh DATA_DIR (refuses a non-empty one); the next
 * `npm start` on it rebuilds every read model from the log.
 */
const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: DATA_DIR=<fresh directory> npm run restore -- <file>\n');
  process.exit(2);
}
// Log lines go to stderr: stdout carries the result.
const logger = createLogger({ level: readConfig().logLevel, service: 'restore', destination: 2 });
try {
  const result = await restoreLog(resolve(file), readConfig().dataDir);
  logger.debug(result, 'restore done');
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  logger.error({ error: error instanceof Error ? error.message : String(error) }, 'restore failed');
  process.exit(1);
}
