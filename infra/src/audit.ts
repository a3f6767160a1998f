#!/usr/bin/env node
import { spawnSync } from 'node:child_process';

/**
 * `node infra/dist/audit.js <verify|statement|rebuild>` (`npm run audit -- ...` builds first): the auditor's
 * command line. See AUDIT_USAGE, README.md ('Audit') and src/audit/.
 *
 * An audit allocates a few objects for every event it folds, most short-lived: with V8's default young generation
 * (16 MiB semi-spaces) garbage collection took ~10% of `verify`, and 32 MiB semi-spaces cut its CPU per event by
 * ~10% (worker threads take the flag too). Started without the flag, the command runs itself again with it (one
 * more Node start, ~50 ms), before loading anything else.
 */
const YOUNG_GENERATION_FLAG = '--max-semi-space-size';
const YOUNG_GENERATION = `${YOUNG_GENERATION_FLAG}=32`;

if (process.execArgv.some((arg) => arg.startsWith(YOUNG_GENERATION_FLAG))) {
  const { auditMain } = await import('./audit/audit-main.js');
  process.exitCode = await auditMain(process.argv.slice(2));
} else {
  const again = spawnSync(process.execPath, [...process.execArgv, YOUNG_GENERATION, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  if (again.error) throw again.error;
  process.exitCode = again.status ?? 1;
}
