import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, startEmbeddedStack, type EmbeddedStack } from '@sb/infra';
import { createScryptHasher } from '@sb/platform';
import type { Benchmark, Measurement } from '../benchmark.js';
import { runLoad } from '../load/autocannon-run.js';
import { runBetLoad, type BetLoadResult } from '../load/run-bet-load.js';
import { measureProjectionLag } from '../load/projection-lag.js';
import { percentile, perSecond } from '../stats.js';

const SECONDS = 10;
const LEVELS = (process.env.BENCH_LEVELS ?? '50,500').split(',').map(Number);
const ADMIN = { username: 'bench-admin', password: 'bench-password' };
const PLAYER_PASSWORD = 'bench-player-password';
const metadata = {
  at: new Date().toISOString(),
  actor: 'system',
  correlationId: 'bench',
  causationId: 'bench',
  schema: 1,
};
const BET = JSON.stringify({
  betMode: 'single',
  stake: 10,
  balanceType: 'cash',
  legs: [
    { eventId: 'bench-game', marketType: 'moneyline', selection: 'home', americanOdds: -150, line: null, stake: 10 },
  ],
});

const post = async (url: string, body: unknown, cookie = '') => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
};
const login = async (stack: EmbeddedStack, username: string, password: string) =>
  ((await post(`${stack.url}/api/login`, { username, password })).headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** A listed game with a priced moneyline, and `count` players with enough cash for the whole run. */
const prepare = async (stack: EmbeddedStack, count: number) => {
  const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
  const game = { gameId: 'bench-game', sport: 'NBA', league: 'NBA', homeTeam: 'Home', awayTeam: 'Away', scheduledAt };
  await stack.ports.eventStore.append(
    'game-bench-game',
    [{ type: 'GameScheduled', data: game, metadata }],
    'no_stream',
  );
  const markets = [
    {
      marketType: 'moneyline',
      line: null,
      awayLine: null,
      homeOdds: -150,
      awayOdds: 130,
      overOdds: null,
      underOdds: null,
      bookmaker: 'DK+FD',
    },
  ];
  await stack.ports.eventStore.append(
    'odds-bench-game',
    [{ type: 'OddsPriced', data: { gameId: 'bench-game', markets }, metadata }],
    'no_stream',
  );
  const admin = await login(stack, ADMIN.username, ADMIN.password);
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await post(
      `${stack.url}/api/admin/create-user`,
      { username: `player-${i}`, password: PLAYER_PASSWORD, balance: 1_000_000 },
      admin,
    );
    cookies.push(await login(stack, `player-${i}`, PLAYER_PASSWORD));
  }
  await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 30_000);
  return cookies;
};

const lines = (clients: number, run: BetLoadResult, noopRps: number, lag: number[]): Measurement[] => {
  const betsPerSecond = perSecond(run.placed, run.elapsedMs);
  return [
    {
      metric: `bets placed/s at ${clients} clients`,
      value: Math.round(betsPerSecond),
      unit: 'bets/s',
      detail: `${run.placed} placed, ${run.refused} refused in ${SECONDS} s`,
    },
    {
      metric: `placement latency p50 at ${clients} clients`,
      value: Number(percentile(run.latenciesMs, 50).toFixed(2)),
      unit: 'ms',
    },
    {
      metric: `placement latency p99 at ${clients} clients`,
      value: Number(percentile(run.latenciesMs, 99).toFixed(2)),
      unit: 'ms',
    },
    { metric: `no-op GET /api/ping at ${clients} connections`, value: Math.round(noopRps), unit: 'req/s' },
    {
      metric: `bets/s : no-op ratio at ${clients} clients`,
      value: Number((betsPerSecond / noopRps).toFixed(3)),
      unit: 'x',
    },
    {
      metric: `projection lag p50 at ${clients} clients`,
      value: Number(percentile(lag, 50).toFixed(2)),
      unit: 'ms',
      detail: `append to visible in the bets read model, ${lag.length} samples`,
    },
    { metric: `projection lag p99 at ${clients} clients`, value: Number(percentile(lag, 99).toFixed(2)), unit: 'ms' },
  ];
};

export const betPlacementBenchmark: Benchmark = {
  name: 'bet-placement',
  description:
    'POST /api/bets against the embedded stack at 50 and 500 concurrent clients (one player each), with a no-op route and projection lag',
  async run() {
    const measurements: Measurement[] = [];
    const details: Record<string, unknown> = {};
    for (const clients of LEVELS) {
      const dataDir = await mkdtemp(join(tmpdir(), 'bench-bets-'));
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ODDS_REFRESH_SECONDS: '0',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOGIN_ATTEMPTS_PER_MINUTE: '100000',
        // Each client is one player betting as fast as it can: the per-player limit (60 a minute) is off here.
        BETS_PER_MINUTE: '0',
      };
      // Setup signs in hundreds of players: a cheap password hash keeps setup short; placement never hashes.
      const stack = await startEmbeddedStack(readConfig(env), { hasher: createScryptHasher({ N: 1024, r: 8, p: 1 }) });
      try {
        const cookies = await prepare(stack, clients);
        const lag = measureProjectionLag(stack);
        const run = await runBetLoad({ url: stack.url, cookies, seconds: SECONDS, body: BET });
        const lagSamples = await lag.stop();
        const noop = process.env.BENCH_SKIP_NOOP
          ? { requestsPerSecond: Number.NaN }
          : await runLoad(`${stack.url}/api/ping`, { connections: clients, seconds: 5 });
        measurements.push(...lines(clients, run, noop.requestsPerSecond, lagSamples));
        details[`clients-${clients}`] = { placed: run.placed, refused: run.refused, noop };
      } finally {
        await stack.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    return { measurements, details: { ...details, seconds: SECONDS } };
  },
};
