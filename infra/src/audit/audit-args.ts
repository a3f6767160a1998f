import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export type AuditCommand =
  | { name: 'verify'; dataDir: string; json?: string; workers: number }
  | { name: 'statement'; dataDir: string; username: string; from?: string; to?: string; csv: boolean }
  | { name: 'rebuild'; dataDir: string }
  | { name: 'help' };

export const AUDIT_USAGE = `Usage: npm run audit -- <command> [options]   (or node infra/dist/audit.js <command>)

  verify                      check every wallet's hash chain, refold and re-decide every balance, bet and casino
                              round from the log, compare the read models; exit 1 on any mismatch
      --json <file|->         also write the JSON report to a file, or to stdout with -
      --workers <n>           worker threads sharing the players (default: the cores, at most 4; 1 = no thread)
  statement <username>        the player's ledger: one line per money movement with its event hash
      --from <date>           from this ISO date or instant (inclusive)
      --to <date>             up to this ISO date (the whole day) or instant (exclusive)
      --csv                   CSV instead of a table
  rebuild                     drop and rebuild every read model from the log, then compare count and checksum of
                              each with what was there before; exit 1 if any differ (stop the stack first)

  --data-dir <dir>            the stack's data directory (default DATA_DIR, else ./data)
  KURRENTDB_URL, MONGO_URL    read the production log and read models instead (as the services do)
`;

export class UsageError extends Error {}

const DEFAULT_WORKERS = () => Math.min(availableParallelism(), 4);

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

/** Parses `audit <command> [options]`; throws UsageError with what is wrong. */
export function parseAuditArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): AuditCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        json: { type: 'string' },
        workers: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        csv: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  const dataDir = resolve(values['data-dir'] ?? env.DATA_DIR ?? './data');
  switch (name) {
    case 'verify': {
      if (rest.length > 0) throw new UsageError(`verify takes no arguments, got ${rest.join(' ')}`);
      const workers = values.workers === undefined ? DEFAULT_WORKERS() : Number(values.workers);
      if (!Number.isInteger(workers) || workers < 1 || workers > 64)
        throw new UsageError(`--workers must be a whole number from 1 to 64, got "${values.workers}"`);
      return { name, dataDir, json: values.json, workers };
    }
    case 'statement': {
      const [username, ...extra] = rest;
      if (!username || extra.length > 0) throw new UsageError('statement takes one username');
      for (const [option, value] of [
        ['--from', values.from],
        ['--to', values.to],
      ] as const)
        if (value !== undefined && !isDate(value))
          throw new UsageError(`${option} must be an ISO date, got "${value}"`);
      return { name, dataDir, username, from: values.from, to: values.to, csv: values.csv ?? false };
    }
    case 'rebuild':
      if (rest.length > 0) throw new UsageError(`rebuild takes no arguments, got ${rest.join(' ')}`);
      return { name, dataDir };
    default:
      throw new UsageError(`Unknown command "${name}"`);
  }
}
