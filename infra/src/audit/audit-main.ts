import { performance } from 'node:perf_hooks';
import { createLogger, readLogLevel } from '@sb/platform';
import { AUDIT_USAGE, parseAuditArgs, UsageError } from './audit-args.js';
import { EXIT, runAuditCommand } from './run-audit-command.js';

/** One audit command from the command line's arguments; answers the exit code. */
export async function auditMain(argv: readonly string[]): Promise<number> {
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
