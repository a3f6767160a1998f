import { spawn, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Benchmark, Measurement } from '../benchmark.js';
import { LOAD_CLIENT, requestsPerSecondOf, runWrkTotals, WRK } from '../load/wrk-run.js';

const CONNECTIONS = 10;
/** Two full refreshes at the default 60 s cadence, whatever the phase the load starts in. */
const SECONDS = Number(process.env.NO_STALLS_SECONDS ?? 130);
const PORT = Number(process.env.NO_STALLS_PORT ?? 18_480);
/** The same route with the feed off, in the same run: what this machine gives without any refresh. */
const BASELINE_SECONDS = Number(process.env.NO_STALLS_BASELINE_SECONDS ?? 30);
const TARGET_P99_MS = 5;
const TARGET_MAX_MS = 50;

const require = createRequire(import.meta.url);
const autocannonCli = join(dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
const mainJs = fileURLToPath(new URL('../../../infra/dist/main.js', import.meta.url));

type Latency = { p50: number; p90: number; p99: number; p99_9: number; max: number; average: number };
type Report = { latency: Latency; requests: { average: number; total: number }; errors: number; non2xx: number };
type LogLine = { msg?: string; time?: string; durationSeconds?: number; totalProps?: number; scope?: string };

/**
 * The stack as users run it: `node infra/dist/main.js` in its own process with the default odds feed schedule
 * (a full games and props refresh on start and every 60 s, live games every 10 s), its log read for the refreshes.
 */
async function startStack(dataDir: string, feed: Record<string, string> = {}) {
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...feed },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const refreshes: { at: number; kind: string; seconds: number }[] = [];
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    if (line.msg === 'listening') listening();
    if (line.msg?.startsWith('odds feed:') && line.msg.endsWith('refreshed') && line.time) {
      const kind = line.msg.includes('props') ? 'props' : `games (${line.scope ?? 'all'})`;
      refreshes.push({ at: Date.parse(line.time), kind, seconds: line.durationSeconds ?? 0 });
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([ready, exited.then(() => Promise.reject(new Error('the stack exited before listening')))]);
  return {
    refreshes,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const loadWithWrk = async (wrkPath: string, url: string, seconds: number): Promise<Report> => {
  const totals = await runWrkTotals(wrkPath, url, { connections: CONNECTIONS, seconds });
  const ms = (us: number) => us / 1000;
  return {
    latency: {
      p50: ms(totals.p50Us),
      p90: ms(totals.p90Us),
      p99: ms(totals.p99Us),
      p99_9: ms(totals.p999Us),
      max: ms(totals.maxUs),
      average: ms(totals.meanUs),
    },
    requests: { average: requestsPerSecondOf(totals), total: totals.requests },
    errors: totals.errors,
    non2xx: totals.outside2xx,
  };
};

/** wrk when it is on the PATH (no client GC pauses in the tail it reports, whole µs), autocannon otherwise. */
const load = (url: string, seconds = SECONDS): Promise<Report> =>
  WRK ? loadWithWrk(WRK, url, seconds) : loadWithAutocannon(url, seconds);

const loadWithAutocannon = (url: string, seconds: number): Promise<Report> =>
  new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [autocannonCli, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Report)),
    ),
  );

type LoopDelay = { p99: number; max: number };

/**
 * The stack's own event-loop delay since the previous scrape of its GET /metrics (prom-client's monitor, 10 ms
 * resolution, reset at each scrape): what the request thread was held for, whatever the load generator saw.
 */
const loopDelay = async (): Promise<LoopDelay> => {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
  const ms = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return { p99: ms('nodejs_eventloop_lag_p99_seconds'), max: ms('nodejs_eventloop_lag_max_seconds') };
};

/** Load on the no-op route, with the stack's event-loop delay over the same window. */
const loadWithDelay = async (seconds?: number): Promise<Report & { loopDelay: LoopDelay }> => {
  await loopDelay();
  const report = await load(`http://127.0.0.1:${PORT}/api/ping`, seconds);
  return { ...report, loopDelay: await loopDelay() };
};

const against = (value: number, target: number) => `target < ${target} ms: ${value < target ? 'met' : 'not met'}`;

/** The same stack with ODDS_REFRESH_SECONDS=0 (no refresh at all), measured first. */
async function measureBaseline() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-no-stalls-baseline-'));
  const stack = await startStack(dataDir, { ODDS_REFRESH_SECONDS: '0' });
  try {
    return await loadWithDelay(BASELINE_SECONDS);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const noStallsBenchmark: Benchmark = {
  name: 'no-stalls',
  description: `GET /api/ping at ${CONNECTIONS} connections for ${SECONDS} s against node infra/dist/main.js with the default odds feed schedule (full games + props refreshes included), after ${BASELINE_SECONDS} s with the feed off; load from ${LOAD_CLIENT} in its own process`,
  async run() {
    const baseline = await measureBaseline();
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-no-stalls-'));
    const stack = await startStack(dataDir);
    try {
      // The first full refresh runs at start; wait for it, so the window holds only the steady schedule.
      const deadline = Date.now() + 120_000;
      while (!stack.refreshes.some((refresh) => refresh.kind === 'props') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      const from = Date.now();
      const report = await loadWithDelay();
      const during = stack.refreshes.filter((refresh) => refresh.at >= from);
      const fullRefreshes = during.filter((refresh) => refresh.kind === 'props');
      const { latency } = report;
      const measurements: Measurement[] = [
        {
          metric: `no-op GET /api/ping p50 at ${CONNECTIONS} connections, feed on (full refreshes)`,
          value: latency.p50,
          unit: 'ms',
          detail: `${LOAD_CLIENT}: ${Math.round(report.requests.average)} req/s, ${report.requests.total} requests, errors ${report.errors}, non-2xx ${report.non2xx}`,
        },
        {
          metric: 'no-op GET /api/ping p99, feed on',
          value: latency.p99,
          unit: 'ms',
          detail: `${against(latency.p99, TARGET_P99_MS)}; p99.9 ${latency.p99_9} ms`,
        },
        {
          metric: 'no-op GET /api/ping max, feed on',
          value: latency.max,
          unit: 'ms',
          detail: against(latency.max, TARGET_MAX_MS),
        },
        {
          metric: 'full refreshes (games + props) in the window',
          value: fullRefreshes.length,
          unit: 'refreshes',
          detail: `props refresh ${fullRefreshes.map((refresh) => `${refresh.seconds} s`).join(', ')} of wall time`,
        },
        {
          metric: "the stack's event-loop delay max, feed on",
          value: report.loopDelay.max,
          unit: 'ms',
          detail: `p99 ${report.loopDelay.p99.toFixed(1)} ms; feed off: max ${baseline.loopDelay.max.toFixed(1)} ms, p99 ${baseline.loopDelay.p99.toFixed(1)} ms (prom-client's monitor over each window, 10 ms resolution)`,
        },
        {
          metric: 'baseline, feed off: no-op GET /api/ping p50 / p99 / max',
          value: baseline.latency.p99,
          unit: 'ms (p99)',
          detail: `p50 ${baseline.latency.p50} ms, p99.9 ${baseline.latency.p99_9} ms, max ${baseline.latency.max} ms; ${Math.round(baseline.requests.average)} req/s over ${BASELINE_SECONDS} s`,
        },
      ];
      return {
        measurements,
        details: {
          connections: CONNECTIONS,
          seconds: SECONDS,
          latency,
          loopDelay: report.loopDelay,
          refreshes: during,
          requests: report.requests,
          baseline: {
            seconds: BASELINE_SECONDS,
            latency: baseline.latency,
            loopDelay: baseline.loopDelay,
            requests: baseline.requests,
          },
          loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
        },
      };
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
