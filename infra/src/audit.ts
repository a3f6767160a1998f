#!/usr/bin/env node
import { performance } from 'node:perf_hooks';
import { createLogger, readLogLevel } from '@sb/platform';
import { AUDIT_USAGE, parseAuditArgs, UsageError } from './audit/audit-args.js';
import { EXIT, runAuditCommand } from './audit/run-audit-command.js';

/**
 * `node infra/dist/audit.js <verify|statement|rebuild>` (`npm run audit -- ...` builds first): the auditor's
 * command line. See AUDIT_USAGE, README.md ('Audit') and src/audit/.
 */
async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseAuditArgs(argv);
    if (command.name === 'help') {
      process.stdout.write(AUDIT_USAGE);
      return EXIT.ok;
    }
    // Log lines go to stderr beside the summary; stdout carries the report.
    const logger = createLogger({ level: readLogLevel(process.env.LOG_LEVEL), service: 'audit', destination: 2 });
    const started = performance.now();
    const exitCode = await runAuditCommand(command);
    logger.info({ command: command.name, exitCode, durationMs: Math.round(performance.now() - started) }, 'audit done');
    return exitCode;
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${AUDIT_USAGE}` : ''}`,
    );
    return EXIT.usage;
  }
}

process.exitCode = await main(process.argv.slice(2));
