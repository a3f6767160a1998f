import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type BetLoadResult = {
  placed: number;
  refused: number;
  /** Refusals that were 409 "Odds have changed": the client took the new price and went on. */
  oddsChanged: number;
  /** The other refusals by "<status> <error>", with their counts. */
  refusals: Record<string, number>;
  elapsedMs: number;
  latenciesMs: number[];
  /** Bet answered 201 to the same player's GET /api/user with X-Min-Position answered (see bet-load-worker.ts). */
  lagMs: number[];
  /** Lag queries answered stale (X-Projection-Stale: the query API's wait ran out) or lost, not in lagMs. */
  lagStale: number;
};

const worker = fileURLToPath(new URL('./bet-load-worker.js', import.meta.url));

/** Runs the bet load generator in a child process against `url`, one client per cookie. */
export const runBetLoad = (job: {
  url: string;
  cookies: string[];
  seconds: number;
  body: string;
  lagSamplesPerSecond: number;
}) =>
  new Promise<BetLoadResult>((resolve, reject) => {
    const dir = mkdtempSync(join(tmpdir(), 'bet-load-'));
    const file = join(dir, 'job.json');
    writeFileSync(file, JSON.stringify(job));
    execFile(process.execPath, [worker, file], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as BetLoadResult);
    });
  });

/** The refusals other than odds changed, as `; 3 × 400 Insufficient balance`, or nothing when there were none. */
export const refusalsOf = (run: Pick<BetLoadResult, 'refusals'>) =>
  Object.entries(run.refusals ?? {})
    .map(([kind, count]) => `; ${count} × ${kind}`)
    .join('');
