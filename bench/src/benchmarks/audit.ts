import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openAuditPorts, rebuildAndCompare, type VerifyReport } from '@sb/infra';
import type { Benchmark } from '../benchmark.js';
import { writeAuditLog, type AuditLogShape } from '../audit-log/write-audit-log.js';
import { perSecond, timed } from '../stats.js';

const EVENTS = Number(process.env.AUDIT_BENCH_EVENTS ?? 1_000_000);
const SHAPE: AuditLogShape = {
  events: EVENTS,
  players: Math.max(10, Math.round(EVENTS / 200)),
  games: 300,
  stepsPerAppend: 5,
};

const auditCli = () => fileURLToPath(new URL('audit.js', import.meta.resolve('@sb/infra')));

/** Runs `audit verify` as an auditor would, in its own process (its memory is its own), with the JSON report in a file. */
async function verifyInChildProcess(dataDir: string) {
  const reportPath = join(dataDir, 'verify-report.json');
  const env = { PATH: process.env.PATH ?? '' };
  const wallMs = await timed(async () => {
    await promisify(execFile)(process.execPath, [auditCli(), 'verify', '--data-dir', dataDir, '--json', reportPath], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  });
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as VerifyReport;
  return { report, wallMs };
}

export const auditBenchmark: Benchmark = {
  name: 'audit',
  description:
    `\`audit verify\` over a SQLite log of ${EVENTS.toLocaleString('en-US')} events (wallets with bets placed and ` +
    'settled against finished games, admin adjustments, free play, re-settlements, casino rounds and seed ' +
    'rotations, all decided by the wallet decider and hash-chained), with read models built by a rebuild: every ' +
    'chain checked, every wallet event decided again, every round replayed, the read models compared. Run in its own ' +
    'process as `node infra/dist/audit.js verify`.',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-audit-'));
    try {
      let written = 0;
      const writeMs = await timed(async () => {
        written = await writeAuditLog(dataDir, SHAPE);
      });
      const ports = await openAuditPorts({ dataDir, env: {}, writableReadModels: true });
      let rebuilt = { replayed: 0, seconds: 0 };
      try {
        rebuilt = await rebuildAndCompare(ports);
      } finally {
        await ports.close();
      }
      const { report, wallMs } = await verifyInChildProcess(dataDir);
      if (!report.ok) throw new Error(`verify found ${report.mismatchCount} mismatches in the benchmark's log`);
      const logBytes = (await stat(join(dataDir, 'events.sqlite'))).size;
      return {
        measurements: [
          {
            metric: 'verify throughput',
            value: report.eventsPerSecond,
            unit: 'events/s',
            detail: `${report.counts.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s, read models compared`,
          },
          {
            metric: 'verify wall time (process start to exit)',
            value: wallMs / 1000,
            unit: 's',
            detail: 'node infra/dist/audit.js verify, including start-up and opening the files',
          },
          {
            metric: 'verify peak memory (RSS)',
            value: report.peakRssBytes / 1048576,
            unit: 'MiB',
            detail: 'sampled after each page of 5,000 events',
          },
          {
            metric: 'rebuild of every read model',
            value: perSecond(rebuilt.replayed, rebuilt.seconds * 1000),
            unit: 'events/s',
            detail: `${rebuilt.replayed.toLocaleString('en-US')} events, checksums before and after included`,
          },
          {
            metric: 'writing the log',
            value: perSecond(written, writeMs),
            unit: 'events/s',
            detail: 'wallet decider, hash chain, batch appends',
          },
        ],
        details: {
          shape: SHAPE,
          eventsWritten: written,
          logBytes,
          counts: report.counts,
          verifySeconds: report.seconds,
          verifyWallSeconds: wallMs / 1000,
          readModels: report.readModels,
          rebuildSeconds: rebuilt.seconds,
          writeSeconds: writeMs / 1000,
        },
      };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
