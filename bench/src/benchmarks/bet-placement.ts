import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, startEmbeddedStack, type EmbeddedStack } from '@sb/infra';
import { openStackLog } from '../load/stack-log.js';
import { createScryptHasher } from '@sb/platform';
import type { Benchmark, Measurement } from '../benchmark.js';
import { runLoad } from '../load/autocannon-run.js';
import { refusalsOf, runBetLoad, type BetLoadResult } from '../load/run-bet-load.js';
import { percentile, perSecond } from '../stats.js';
import { postJson, signIn } from '../load/api-client.js';

const SECONDS = 10;
const LEVELS = (process.env.BENCH_LEVELS ?? '50,500').split(',').map(Number);
/**
 * About 3,000 lag samples in a 10 s run, whatever the number of clients. BENCH_LAG_SAMPLES=0 leaves them out, for a
 * CPU-per-bet figure of the bets alone (the samples' share of the CPU grows as the bets slow down).
 */
const LAG_SAMPLES_PER_SECOND = Number(process.env.BENCH_LAG_SAMPLES ?? 300);
const ADMIN = { username: 'bench-admin', password: 'bench-password' };
const PLAYER_PASSWORD = 'bench-player-password';
const FEED_WAIT_MS = 120_000;

type Listed = { id: string; sport: string; status: string; scheduledAt: string };
type Row = { eventId: string; marketType: string; homeOdds: number | null };

/**
 * The game the players bet on: one the feed listed (an NBA game, so it also has a board of player props, as
 * the busiest games do), pre-match and starting more than an hour from now, with a moneyline priced.
 */
const feedGame = async (stack: EmbeddedStack) => {
  const deadline = Date.now() + FEED_WAIT_MS;
  while (Date.now() < deadline) {
    const events = (await (await fetch(`${stack.url}/api/events`)).json()) as Listed[];
    const rows = (await (await fetch(`${stack.url}/api/markets`)).json()) as Row[];
    const soon = Date.now() + 3_600_000;
    for (const game of events) {
      if (game.sport !== 'NBA' || game.status !== 'scheduled' || Date.parse(game.scheduledAt) < soon) continue;
      const moneyline = rows.find((row) => row.eventId === game.id && row.marketType === 'moneyline');
      if (moneyline?.homeOdds != null) return { gameId: game.id, homeOdds: moneyline.homeOdds };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the odds feed listed no NBA game with a moneyline in time');
};

/** `count` players with enough cash for the whole run, each signed in. */
const preparePlayers = async (stack: EmbeddedStack, count: number) => {
  const admin = await signIn(stack.url, ADMIN.username, ADMIN.password);
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await postJson(
      `${stack.url}/api/admin/create-user`,
      { username: `player-${i}`, password: PLAYER_PASSWORD, balance: 1_000_000 },
      admin,
    );
    cookies.push(await signIn(stack.url, `player-${i}`, PLAYER_PASSWORD));
  }
  await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 30_000);
  return cookies;
};

/** The feed's own events (games, odds and props snapshots) appended between two log positions. */
const feedEventsBetween = async (stack: EmbeddedStack, after: number, upTo: number) => {
  let count = 0;
  for (let from = after; from < upTo;) {
    const page = await stack.ports.eventStore.readAll({ afterPosition: from, maxCount: 5000 });
    for (const event of page) if (event.position <= upTo && !event.streamId.startsWith('wallet-')) count += 1;
    const last = page.at(-1);
    if (!last || page.length < 5000) break;
    from = last.position;
  }
  return count;
};

const below = (value: number, target: number) => `target < ${target}: ${value < target ? 'met' : 'not met'}`;
const atLeast = (value: number, target: number) => `target >= ${target}: ${value >= target ? 'met' : 'not met'}`;

type Level = {
  clients: number;
  run: BetLoadResult;
  noopRps: number;
  noopCpuMicros: number;
  feedEvents: number;
  refreshMs: number;
  cpuMs: number;
};

const lines = (
  { clients, run, noopRps, noopCpuMicros, feedEvents, refreshMs, cpuMs }: Level,
  first?: Level,
): Measurement[] => {
  const betsPerSecond = perSecond(run.placed, run.elapsedMs);
  const p99 = percentile(run.latenciesMs, 99);
  const ratio = betsPerSecond / noopRps;
  const lagP99 = run.lagMs.length > 0 ? percentile(run.lagMs, 99) : Number.NaN;
  const many = first !== undefined;
  const firstRate = first ? perSecond(first.run.placed, first.run.elapsedMs) : 0;
  return [
    {
      metric: `bets placed/s at ${clients} clients`,
      value: Math.round(betsPerSecond),
      unit: 'bets/s',
      detail:
        `${run.placed} placed, ${run.refused} refused (${run.oddsChanged} odds changed${refusalsOf(run)}) in ${SECONDS} s; ` +
        (many
          ? `target no worse than at ${first.clients} (${Math.round(firstRate)}): ${betsPerSecond >= firstRate ? 'met' : 'not met'}`
          : atLeast(Math.round(betsPerSecond), 5000)),
    },
    {
      metric: `placement latency p50 at ${clients} clients`,
      value: Number(percentile(run.latenciesMs, 50).toFixed(2)),
      unit: 'ms',
    },
    {
      metric: `placement latency p99 at ${clients} clients`,
      value: Number(p99.toFixed(2)),
      unit: 'ms',
      detail: below(p99, many ? 250 : 25),
    },
    {
      metric: `server CPU per placed bet at ${clients} clients`,
      value: Number(((cpuMs * 1000) / Math.max(1, run.placed)).toFixed(0)),
      unit: 'µs',
      detail:
        `the stack's process over the window (${Math.round(cpuMs)} ms): bets, their projections, the lag queries and the feed's work; ` +
        `GET /api/ping ${noopCpuMicros} µs a request, ${(noopCpuMicros / ((cpuMs * 1000) / Math.max(1, run.placed))).toFixed(3)}x by CPU`,
    },
    { metric: `no-op GET /api/ping at ${clients} connections`, value: Math.round(noopRps), unit: 'req/s' },
    {
      metric: `bets/s : no-op ratio at ${clients} clients`,
      value: Number(ratio.toFixed(3)),
      unit: 'x',
      ...(many ? {} : { detail: atLeast(Number(ratio.toFixed(3)), 0.25) }),
    },
    {
      metric: `projection lag p50 at ${clients} clients`,
      value: run.lagMs.length > 0 ? Number(percentile(run.lagMs, 50).toFixed(2)) : Number.NaN,
      unit: 'ms',
      detail: `bet answered to visible through GET /api/user with X-Min-Position, ${run.lagMs.length} samples (${run.lagStale} more answered stale after the query API's 2 s wait)`,
    },
    {
      metric: `projection lag p99 at ${clients} clients`,
      value: Number(lagP99.toFixed(2)),
      unit: 'ms',
      detail: `${below(lagP99, 10)}${run.lagMs.length < 2000 ? ' (fewer than 2,000 samples)' : ''}`,
    },
    {
      metric: `odds feed during the ${SECONDS} s at ${clients} clients`,
      value: feedEvents,
      unit: 'events',
      detail: `default schedule, plus a full games and props refresh asked at the start of the window (took ${Math.round(refreshMs)} ms)`,
    },
  ];
};

export const betPlacementBenchmark: Benchmark = {
  name: 'bet-placement',
  description:
    'POST /api/bets against the embedded stack with the odds feed on at its default schedule (a full refresh in every window), ' +
    'moneylines on a feed-listed NBA game at 50 and 500 concurrent clients (one player each), with a no-op route and projection lag; ' +
    'the stack logs at the default level (info: an access line per request) into a file, as users run it',
  async run() {
    const levels: Level[] = [];
    const details: Record<string, unknown> = {};
    for (const clients of LEVELS) {
      const dataDir = await mkdtemp(join(tmpdir(), 'bench-bets-'));
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOGIN_ATTEMPTS_PER_MINUTE: '100000',
        // Each client is one player betting as fast as it can: the per-player limit (60 a minute) is off here.
        BETS_PER_MINUTE: '0',
        // PROJECTOR_THREAD=false measures the read models written on the request thread (an A/B; default on).
        ...(process.env.PROJECTOR_THREAD ? { PROJECTOR_THREAD: process.env.PROJECTOR_THREAD } : {}),
      };
      // Setup signs in hundreds of players: a cheap password hash keeps setup short; placement never hashes.
      const log = openStackLog(dataDir);
      const stack = await startEmbeddedStack(readConfig(env), {
        hasher: createScryptHasher({ N: 1024, r: 8, p: 1 }),
        logger: log.logger,
      });
      try {
        const { gameId, homeOdds } = await feedGame(stack);
        const cookies = await preparePlayers(stack, clients);
        const body = JSON.stringify({
          betMode: 'single',
          stake: 10,
          balanceType: 'cash',
          legs: [
            {
              eventId: gameId,
              marketType: 'moneyline',
              selection: 'home',
              americanOdds: homeOdds,
              line: null,
              stake: 10,
            },
          ],
        });
        // The ingester runs refreshes one at a time: a games refresh asked now ends after the start's full refresh, so
        // the window holds only the refresh it asks for and the schedule's live updates.
        await stack.oddsFeed.refreshGames();
        const before = await stack.ports.eventStore.headPosition();
        const cpuBefore = process.cpuUsage();
        const refreshStart = performance.now();
        // Every window holds one full refresh, as one in six would on the 60 s schedule (BENCH_WINDOW_REFRESH=0 for
        // a profile of the bets alone: the schedule then still runs, only nothing more is asked).
        const refresh = (
          process.env.BENCH_WINDOW_REFRESH === '0'
            ? Promise.resolve()
            : Promise.all([stack.oddsFeed.refreshGames(), stack.oddsFeed.refreshProps()])
        ).then(() => performance.now() - refreshStart);
        const run = await runBetLoad({
          url: stack.url,
          cookies,
          seconds: SECONDS,
          body,
          lagSamplesPerSecond: LAG_SAMPLES_PER_SECOND,
        });
        const refreshMs = await refresh;
        const cpu = process.cpuUsage(cpuBefore);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        const feedEvents = await feedEventsBetween(stack, before, await stack.ports.eventStore.headPosition());
        const noop = process.env.BENCH_SKIP_NOOP
          ? { requestsPerSecond: Number.NaN, cpuMicrosPerRequest: Number.NaN }
          : await runLoad(`${stack.url}/api/ping`, { connections: clients, seconds: 5 });
        levels.push({
          clients,
          run,
          noopRps: noop.requestsPerSecond,
          noopCpuMicros: noop.cpuMicrosPerRequest,
          feedEvents,
          refreshMs,
          cpuMs,
        });
        details[`clients-${clients}`] = { gameId, placed: run.placed, refused: run.refused, noop, refreshMs };
      } finally {
        await stack.stop();
        await log.flush();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    const measurements = levels.flatMap((level, i) => lines(level, i === 0 ? undefined : levels[0]));
    return {
      measurements,
      details: { ...details, seconds: SECONDS, loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)) },
    };
  },
};
