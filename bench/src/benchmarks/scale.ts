import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSqliteEventStore, openSqliteReadStore, walletSnapshotPolicy, type EventStore } from '@sb/platform';
import { appendWithSnapshot, busyWallet } from '../audit-log/busy-wallet.js';
import { openBenchGame } from '../audit-log/open-game.js';
import { registerPlayer, writeAuditLog } from '../audit-log/write-audit-log.js';
import type { Benchmark, Measurement } from '../benchmark.js';
import { percentile, perSecond, timed } from '../stats.js';
import { coldWalletLoads } from './cold-wallet-load.js';
import { postJson, signIn } from '../load/api-client.js';

const EVENTS = Number(process.env.SCALE_EVENTS ?? 1_000_000);
const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 10_000);
const WALLET_EVENTS = Number(process.env.SCALE_WALLET_EVENTS ?? 100_000);
/** An NBA regular season. */
const GAMES = 1_230;
const CLIENTS = 50;
const PLACEMENT_SECONDS = Number(process.env.SCALE_PLACEMENT_SECONDS ?? 10);
const PORT = Number(process.env.SCALE_PORT ?? 18_490);
const ADMIN = { username: 'scale-admin', password: 'scale-admin-password' };
const PASSWORD = 'scale-player-password';
const BUSY_USER = 'ffffffff-ffff-4fff-8fff-000000000001';

const TARGET = { startMs: 10_000, rssMiB: 512, p99Ratio: 1.5, coldLoadMs: 100, rebuildPerSecond: 100_000 };

const infraJs = (name: string) => fileURLToPath(new URL(`../../../infra/dist/${name}`, import.meta.url));
const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Progress on stderr: the preparation takes minutes. */
const say = (message: string) => process.stderr.write(`[scale ${new Date().toISOString()}] ${message}\n`);
const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** The open game players bet on in both stacks: written into the million-event log and into the empty one. */
const OPEN_GAME = openBenchGame(0);

async function appendOpenGame(store: EventStore) {
  for (const [streamId, events] of OPEN_GAME.streams) await store.append(streamId, events, 'no_stream');
}

/**
 * The million-event log: games of a season (scheduled, priced, finished), PLAYERS players registered with their
 * wallets lived through the wallet decider and hash-chained (audit-log/), one busy player's wallet of
 * WALLET_EVENTS events (saved with a snapshot as the command side leaves it), and one open game to bet on.
 */
async function writeScaleLog(dir: string) {
  const written = await writeAuditLog(
    dir,
    {
      events: EVENTS - WALLET_EVENTS - walletSnapshotPolicy.every - 5,
      players: PLAYERS,
      games: GAMES,
      stepsPerAppend: 5,
    },
    16,
  );
  const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  try {
    await registerPlayer(store, BUSY_USER, 'scale-busy-player', '2029-12-31T12:00:00.000Z');
    // At least WALLET_EVENTS, with the longest tail after its snapshot a cold load can meet.
    const tail = walletSnapshotPolicy.every - 1;
    const wallet = busyWallet(WALLET_EVENTS + tail, BUSY_USER);
    const snapshotBytes = await appendWithSnapshot(store, wallet.streamId, wallet.events, WALLET_EVENTS);
    await appendOpenGame(store);
    return { events: await store.headPosition(), auditLogEvents: written, snapshotBytes, tail };
  } finally {
    await store.close();
  }
}

/** The settlement process manager's checkpoint (@sb/projectors' SETTLEMENT_GROUP). */
const SETTLEMENT_GROUP = 'settlement';

/**
 * The settlement process manager's checkpoint at the log's head, where a live stack that settled every game as it
 * finished leaves it (the log was written without one running, and every bet in it is settled). Without it the
 * first start would look for open bets on each of the season's finished games.
 */
async function settledUpToHead(dir: string) {
  const log = openSqliteEventStore({ path: join(dir, 'events.sqlite'), readonly: true });
  const readStore = openSqliteReadStore({ path: join(dir, 'read-models.sqlite') });
  try {
    await readStore.setCheckpoint(SETTLEMENT_GROUP, await log.headPosition());
  } finally {
    await readStore.close();
    await log.close();
  }
}

/** `node infra/dist/rebuild.js` with the stack stopped: every read model dropped and refilled from the log. */
async function rebuildAll(dir: string) {
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dir, LOG_LEVEL: 'warn' };
  const { stdout } = await promisify(execFile)(process.execPath, [infraJs('rebuild.js')], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { replayed: number; ms: number };
}

const rssOf = async (child: ChildProcess) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

type Health = { status: number; projectionLag?: number };
const health = async (url: string): Promise<Health> => {
  try {
    const response = await fetch(`${url}/api/health`);
    const body = (await response.json()) as { projectionLag?: number };
    return { status: response.status, projectionLag: body.projectionLag };
  } catch {
    return { status: 0 };
  }
};

/**
 * `node infra/dist/main.js` as `npm start` runs it (feed off: the scale targets are about the log, and the feed's
 * refreshes would add the same work to both runs), timed from spawn to the first GET /api/health 200, then to a
 * projection lag of 0 (anything replayed at start shows as the difference).
 */
async function startStack(dir: string) {
  const url = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, [infraJs('main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ODDS_REFRESH_SECONDS: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The players sign in and bet back to back from one address: no per-IP sign-in or per-player bet limit.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      BETS_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let healthy = await health(url);
  while (healthy.status !== 200) {
    if (child.exitCode !== null) throw new Error('the stack exited before it was healthy');
    if (performance.now() - started > 600_000) throw new Error('the stack was not healthy within 10 minutes');
    await sleep(20);
    healthy = await health(url);
  }
  const healthyMs = performance.now() - started;
  const lagAtHealthy = healthy.projectionLag ?? 0;
  while ((healthy.projectionLag ?? 0) > 0) {
    await sleep(50);
    healthy = await health(url);
  }
  const caughtUpMs = performance.now() - started;
  return {
    url,
    child,
    healthyMs,
    lagAtHealthy,
    caughtUpMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * CLIENTS players (created by the admin, signed in) each placing $10 moneylines on the open game back to back for
 * PLACEMENT_SECONDS; the stack's resident memory sampled every 100 ms meanwhile.
 */
async function placeBets(stack: Awaited<ReturnType<typeof startStack>>, prefix: string) {
  const admin = await signIn(stack.url, ADMIN.username, ADMIN.password);
  const cookies: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const username = `${prefix}-${i}`;
    await postJson(`${stack.url}/api/admin/create-user`, { username, password: PASSWORD, balance: 1_000_000 }, admin);
    cookies.push(await signIn(stack.url, username, PASSWORD));
  }
  const body = JSON.stringify({
    betMode: 'single',
    stake: 10,
    balanceType: 'cash',
    legs: [
      {
        eventId: OPEN_GAME.id,
        marketType: 'moneyline',
        selection: 'home',
        americanOdds: OPEN_GAME.homeOdds,
        line: null,
        stake: 10,
      },
    ],
  });
  const latencies: number[] = [];
  let refused = 0;
  let peakRss = await rssOf(stack.child);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, await rssOf(stack.child));
      await sleep(100);
    }
  })();
  const started = performance.now();
  const until = started + PLACEMENT_SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(`${stack.url}/api/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - sent);
        else refused += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  sampling = false;
  await sampler;
  if (latencies.length === 0) throw new Error(`no bet was accepted (${refused} refused)`);
  return {
    placed: latencies.length,
    refused,
    elapsedMs,
    p99: percentile(latencies, 99),
    p50: percentile(latencies, 50),
    peakRss,
  };
}

/** Placement on a log holding only the open game: the baseline of the same run. */
async function emptyLogPlacement() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-scale-empty-'));
  try {
    const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    await appendOpenGame(store);
    await store.close();
    const stack = await startStack(dir);
    try {
      return {
        start: { healthyMs: stack.healthyMs, rss: await rssOf(stack.child) },
        ...(await placeBets(stack, 'empty')),
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const scaleBenchmark: Benchmark = {
  name: 'scale',
  description:
    `A log of ${EVENTS.toLocaleString('en-US')} events (${PLAYERS.toLocaleString('en-US')} players registered, their ` +
    `wallets' bets, settlements, casino rounds and adjustments, ${GAMES.toLocaleString('en-US')} games of a season, ` +
    `and one busy wallet of ${WALLET_EVENTS.toLocaleString('en-US')} events): a full rebuild of every read model ` +
    '(`node infra/dist/rebuild.js`), the cold load of the busy wallet, then `node infra/dist/main.js` (feed off) ' +
    `started on it: time to GET /api/health 200, resident memory, and ${CLIENTS} players placing bets for ` +
    `${PLACEMENT_SECONDS} s, against the same placement on an empty log in the same run.`,
  async run() {
    // SCALE_BENCH_DATA_DIR: keep the log (and its read models) there, and reuse it when it already holds one.
    const kept = process.env.SCALE_BENCH_DATA_DIR;
    const dir = kept ?? (await mkdtemp(join(tmpdir(), 'bench-scale-')));
    await mkdir(dir, { recursive: true });
    try {
      const reused = existsSync(join(dir, 'events.sqlite'));
      let log: Awaited<ReturnType<typeof writeScaleLog>> | undefined;
      say(reused ? 'reusing the log' : `writing ${EVENTS} events into ${dir}`);
      const writeMs = reused ? 0 : await timed(async () => void (log = await writeScaleLog(dir)));
      say(reused ? `reusing the log in ${dir}` : `wrote ${log!.events} events in ${Math.round(writeMs / 1000)} s`);
      // SCALE_REBUILD=0 with a kept log: its read models as a previous run left them, the rebuild not measured.
      const rebuild = process.env.SCALE_REBUILD === '0' ? undefined : await rebuildAll(dir);
      say(rebuild ? `rebuilt ${rebuild.replayed} events in ${rebuild.ms} ms` : 'rebuild skipped');
      await settledUpToHead(dir);
      const cold = await coldWalletLoads(join(dir, 'events.sqlite'), `wallet-${BUSY_USER}`);

      say(`cold wallet load median ${cold.medianWallMs.toFixed(1)} ms`);
      const empty = await emptyLogPlacement();
      say(`empty log: placement p99 ${empty.p99.toFixed(1)} ms`);
      const stack = await startStack(dir);
      say(
        `full log: healthy after ${Math.round(stack.healthyMs)} ms, caught up after ${Math.round(stack.caughtUpMs)} ms`,
      );
      let full;
      let rssAfterStart;
      try {
        rssAfterStart = await rssOf(stack.child);
        full = await placeBets(stack, `scale-${Date.now().toString(36)}`); // a kept log already holds earlier runs' players
      } finally {
        await stack.stop();
      }
      const ratio = full.p99 / empty.p99;
      const measurements: Measurement[] = [
        {
          metric: 'start to GET /api/health 200',
          value: Math.round(stack.healthyMs),
          unit: 'ms',
          detail: `projection lag ${stack.lagAtHealthy} at that moment, 0 after ${Math.round(stack.caughtUpMs)} ms (empty log: ${Math.round(empty.start.healthyMs)} ms); target < ${TARGET.startMs} ms: ${met(stack.healthyMs < TARGET.startMs && stack.lagAtHealthy === 0)}`,
        },
        {
          metric: 'resident memory after start',
          value: mib(rssAfterStart),
          unit: 'MiB',
          detail: `empty log ${mib(empty.start.rss)} MiB; target < ${TARGET.rssMiB} MiB: ${met(mib(rssAfterStart) < TARGET.rssMiB)}`,
        },
        {
          metric: 'resident memory under placement (peak)',
          value: mib(full.peakRss),
          unit: 'MiB',
          detail: `sampled every 100 ms; empty log ${mib(empty.peakRss)} MiB; target < ${TARGET.rssMiB} MiB: ${met(mib(full.peakRss) < TARGET.rssMiB)}`,
        },
        {
          metric: `placement p99 at ${CLIENTS} clients, ${EVENTS.toLocaleString('en-US')}-event log`,
          value: Number(full.p99.toFixed(1)),
          unit: 'ms',
          detail: `p50 ${full.p50.toFixed(1)} ms, ${full.placed} placed (${Math.round(perSecond(full.placed, full.elapsedMs))}/s), ${full.refused} refused`,
        },
        {
          metric: `placement p99 at ${CLIENTS} clients, empty log`,
          value: Number(empty.p99.toFixed(1)),
          unit: 'ms',
          detail: `p50 ${empty.p50.toFixed(1)} ms, ${empty.placed} placed (${Math.round(perSecond(empty.placed, empty.elapsedMs))}/s), ${empty.refused} refused`,
        },
        {
          metric: 'placement p99 full log : empty log',
          value: Number(ratio.toFixed(2)),
          unit: 'x',
          detail: `target within ${TARGET.p99Ratio}x: ${met(ratio <= TARGET.p99Ratio)}`,
        },
        {
          metric: `cold load of the ${WALLET_EVENTS.toLocaleString('en-US')}-event wallet`,
          value: Number(cold.medianWallMs.toFixed(1)),
          unit: 'ms',
          detail: `snapshot + tail of up to ${walletSnapshotPolicy.every - 1}, median of 5, best ${cold.bestWallMs.toFixed(1)} ms, CPU ${cold.medianCpuMs.toFixed(1)} ms; target < ${TARGET.coldLoadMs} ms: ${met(cold.medianWallMs < TARGET.coldLoadMs)}`,
        },
      ];
      if (rebuild) {
        const rebuildPerSecond = perSecond(rebuild.replayed, rebuild.ms);
        measurements.push({
          metric: 'full rebuild of every read model',
          value: Math.round(rebuildPerSecond),
          unit: 'events/s',
          detail: `${rebuild.replayed.toLocaleString('en-US')} events in ${(rebuild.ms / 1000).toFixed(1)} s; target >= ${TARGET.rebuildPerSecond.toLocaleString('en-US')}: ${met(rebuildPerSecond >= TARGET.rebuildPerSecond)}`,
        });
      }
      if (log)
        measurements.push({
          metric: 'writing the log',
          value: Math.round(writeMs / 1000),
          unit: 's',
          detail: `${log.events.toLocaleString('en-US')} events through the store's append (preparation, not a target)`,
        });
      return {
        measurements,
        details: {
          events: EVENTS,
          players: PLAYERS,
          games: GAMES,
          walletEvents: WALLET_EVENTS,
          reused,
          log,
          rebuild,
          cold,
          empty,
          full,
          loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
        },
      };
    } finally {
      if (!kept) await rm(dir, { recursive: true, force: true });
    }
  },
};
