#!/usr/bin/env node
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
    return await runAuditCommand(command);
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${AUDIT_USAGE}` : ''}`,
    );
    return EXIT.usage;
  }
}

process.exitCode = await main(process.argv.slice(2));
