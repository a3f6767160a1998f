#!/usr/bin/env node
import { withYoungGeneration } from './young-generation.js';

/**
 * `node infra/dist/audit.js <verify|statement|rebuild>` (`npm run audit -- ...` builds first): the auditor's
 * command line. See AUDIT_USAGE, README.md ('Audit') and src/audit/.
 *
 * With V8's default young generation (16 MiB semi-spaces) garbage collection took ~10% of `verify`, and 32 MiB
 * semi-spaces cut its CPU per event by ~10% (worker threads take the flag too).
 */
await withYoungGeneration(32, async () => {
  const { auditMain } = await import('./audit/audit-main.js');
  return auditMain(process.argv.slice(2));
});
