import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openAuditPorts, rebuildAndCompare, type VerifyReport } from '@sb/infra';
import type { Benchmark, Measurement } from '../benchmark.js';
import { AUDIT_LOG_FORMAT, writeAuditLog, type AuditLogShape } from '../audit-log/write-audit-log.js';
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
async function verifyInChildProcess(dataDir: string, workers: number) {
  const reportPath = join(dataDir, `verify-report-${workers}.json`);
  const env = { PATH: process.env.PATH ?? '' };
  const args = [auditCli(), 'verify', '--data-dir', dataDir, '--json', reportPath, '--workers', String(workers)];
  const wallMs = await timed(async () => {
    await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 });
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
    // AUDIT_BENCH_DATA_DIR: verify a log prepared earlier (same generator) instead of writing one (~10 min at 1M).
    // AUDIT_BENCH_CACHE_DIR: write the log there once (stamped with its shape and format when complete), reuse it
    // afterwards; a log of another shape or an older format (AUDIT_LOG_FORMAT) is written again.
    const cacheDir = process.env.AUDIT_BENCH_CACHE_DIR;
    const cached = cacheDir !== undefined && (await reusableCache(cacheDir));
    const prepared = process.env.AUDIT_BENCH_DATA_DIR ?? (cached ? cacheDir : undefined);
    const dataDir = prepared ?? cacheDir ?? (await mkdtemp(join(tmpdir(), 'bench-audit-')));
    try {
      const preparation = prepared ? undefined : await prepareLog(dataDir);
      if (preparation && cacheDir) await writeFile(join(cacheDir, SHAPE_STAMP), STAMP);
      const runs = [];
      for (const workers of [1, 2]) {
        const { report, wallMs } = await verifyInChildProcess(dataDir, workers);
        if (!report.ok) throw new Error(`verify found ${report.mismatchCount} mismatches in the benchmark's log`);
        const { walletEvents, walletEventsHashedAsStored } = report.counts;
        if (walletEventsHashedAsStored < walletEvents)
          console.error(
            `Only ${walletEventsHashedAsStored} of ${walletEvents} wallet events were stored as the text their hash ` +
              'covers: a log written before that format (AUDIT_BENCH_DATA_DIR?), so the audit serialised the rest again.',
          );
        runs.push({ workers, report, wallMs });
      }
      const logBytes = (await stat(join(dataDir, 'events.sqlite'))).size;
      const measurements: Measurement[] = runs.flatMap(({ workers, report, wallMs }) => {
        const label = workers === 1 ? 'one thread' : `${workers} worker threads`;
        return [
          {
            metric: `verify throughput, ${label}`,
            value: report.eventsPerSecond,
            unit: 'events/s',
            detail:
              `${report.counts.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s (process ` +
              `${(wallMs / 1000).toFixed(1)} s), read models compared, ` +
              `${report.counts.walletEventsHashedAsStored.toLocaleString('en-US')} wallet events hashed as stored`,
          },
          {
            metric: `verify CPU cost, ${label}`,
            value: report.eventsPerCpuSecond,
            unit: 'events per CPU second',
            detail: `${report.cpuSeconds.toFixed(1)} CPU s (user + system, every thread)`,
          },
          {
            metric: `verify peak memory (RSS), ${label}`,
            value: report.peakRssBytes / 1048576,
            unit: 'MiB',
            detail: 'sampled after each page of 10,000 events',
          },
        ];
      });
      if (preparation) measurements.push(...preparation.measurements);
      return {
        measurements,
        details: {
          shape: SHAPE,
          preparedElsewhere: prepared !== undefined,
          logBytes,
          counts: runs[0]?.report.counts,
          readModels: runs[0]?.report.readModels,
          runs: runs.map(({ workers, report, wallMs }) => ({
            workers,
            seconds: report.seconds,
            processSeconds: wallMs / 1000,
            cpuSeconds: report.cpuSeconds,
            peakRssBytes: report.peakRssBytes,
          })),
          ...preparation?.details,
        },
      };
    } finally {
      if (!prepared && !cacheDir) await rm(dataDir, { recursive: true, force: true });
    }
  },
};

const SHAPE_STAMP = 'audit-log-shape.json';
/** What a cached log must be stamped with to be reused: this run's shape and the generator's format. */
const STAMP = JSON.stringify({ ...SHAPE, format: AUDIT_LOG_FORMAT });

/**
 * Whether a cache dir holds a complete log of this run's shape and format (the stamp is written once the log is
 * prepared); if not, the dir is emptied for a new one (a log cut short, of another shape or format is not reused).
 */
async function reusableCache(dir: string) {
  const stamp = await readFile(join(dir, SHAPE_STAMP), 'utf8').catch(() => null);
  if (stamp === STAMP) return true;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return false;
}

/** Writes the log and builds the read models from it (a rebuild, checksums included). */
async function prepareLog(dataDir: string) {
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
  const measurements: Measurement[] = [
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
  ];
  return {
    measurements,
    details: { eventsWritten: written, writeSeconds: writeMs / 1000, rebuildSeconds: rebuilt.seconds },
  };
}
