#!/usr/bin/env node
import { resolve } from 'node:path';
import { backupLog } from './backup/log-backup.js';
import { createLogger } from '@sb/platform';
import { readConfig } from './config.js';

/** `npm run backup -- <file>`: an online copy of DATA_DIR's log while the stack runs (see backup/log-backup.ts). */
const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write("Usage: npm run backup -- <file>   (DATA_DIR names the running stack's data, default ./data)\n");
  process.exit(2);
}
// Log lines go to stderr: stdout carries the result.
const logger = createLogger({ level: readConfig().logLevel, service: 'backup', destination: 2 });
try {
  const result = await backupLog(readConfig().dataDir, resolve(file));
  logger.debug(result, 'backup done');
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  logger.error({ error: error instanceof Error ? error.message : String(error) }, 'backup failed');
  process.exit(1);
}
