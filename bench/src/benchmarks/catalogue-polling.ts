import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, startEmbeddedStack } from '@sb/infra';
import { openStackLog } from '../load/stack-log.js';
import type { EventStore } from '@sb/platform';
import type { Benchmark, Measurement } from '../benchmark.js';
import { runLoad, type LoadOptions, type LoadResult } from '../load/autocannon-run.js';
import { LOAD_CLIENT, runWrk, WRK } from '../load/wrk-run.js';

const GAMES = 120;
const CONNECTIONS = 200;
/** Each route and its no-op baseline take turns in windows of WINDOW_SECONDS, ROUNDS times. */
const WINDOW_SECONDS = 2;
const ROUNDS = 3;
const SECONDS = WINDOW_SECONDS * ROUNDS;

const metadata = {
  at: new Date().toISOString(),
  actor: 'system',
  correlationId: 'bench',
  causationId: 'bench',
  schema: 1,
};

/** A realistic slate: every game with the seven listed markets, as the feed would price them. */
const seedSlate = async (store: EventStore) => {
  for (let i = 0; i < GAMES; i += 1) {
    const gameId = `bench-${i}`;
    const scheduledAt = new Date(Date.now() + (i + 1) * 3_600_000).toISOString();
    const data = { gameId, sport: 'NBA', league: 'NBA', homeTeam: `Home ${i}`, awayTeam: `Away ${i}`, scheduledAt };
    await store.append(`game-${gameId}`, [{ type: 'GameScheduled', data, metadata }], 'no_stream');
    const row = (marketType: string, fields: Record<string, number>) => ({
      marketType,
      line: null,
      awayLine: null,
      homeOdds: null,
      awayOdds: null,
      overOdds: null,
      underOdds: null,
      bookmaker: 'DK+FD',
      ...fields,
    });
    const markets = [
      row('moneyline', { homeOdds: -140, awayOdds: 120 }),
      row('spread', { line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110 }),
      row('totals', { line: 220.5, overOdds: -110, underOdds: -110 }),
      row('spread_h1', { line: -1.5, awayLine: 1.5, homeOdds: -110, awayOdds: -110 }),
      row('totals_h1', { line: 110.5, overOdds: -110, underOdds: -110 }),
      row('team_total_home', { line: 112.5, overOdds: -110, underOdds: -110 }),
      row('team_total_away', { line: 108.5, overOdds: -110, underOdds: -110 }),
    ];
    await store.append(`odds-${gameId}`, [{ type: 'OddsPriced', data: { gameId, markets }, metadata }], 'no_stream');
  }
  return store.headPosition();
};

/** Windows of equal length as one run: rates and CPU averaged, counts summed, the worst p99, the median p50. */
const combine = (runs: LoadResult[]): LoadResult => {
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  const sorted = (pick: (run: LoadResult) => number) => runs.map(pick).sort((a, b) => a - b);
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p50Ms: sorted((run) => run.p50Ms)[Math.floor(runs.length / 2)] ?? Number.NaN,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    total,
    cpuMicrosPerRequest: Math.round(
      runs.reduce((sum, run) => sum + run.cpuMicrosPerRequest * run.total, 0) / Math.max(1, total),
    ),
  };
};

/**
 * The load generator: wrk when it is on the PATH, autocannon otherwise. autocannon's client spends ~160 µs of CPU on
 * an 8 KiB gzip answer (wrk ~20 µs), so on 2 cores it, not the server, sets the pace of a route with a body: the
 * stack's main thread was half idle under /api/markets gzip.
 */
const runClient = (url: string, options: LoadOptions) => (WRK ? runWrk(WRK, url, options) : runLoad(url, options));

const line = (name: string, result: LoadResult, baseline?: LoadResult, target?: number): Measurement[] => [
  {
    metric: `${name} throughput`,
    value: Math.round(result.requestsPerSecond),
    unit: 'req/s',
    detail: `${LOAD_CLIENT}, ${CONNECTIONS} connections, ${SECONDS} s (${ROUNDS} windows of ${WINDOW_SECONDS} s, turn about with the no-op)`,
  },
  {
    metric: `${name} latency p50 / p99`,
    value: result.p50Ms,
    unit: 'ms',
    detail:
      `p99 ${result.p99Ms} ms; errors ${result.errors}, non-2xx ${result.non2xx} of ${result.total}; ` +
      `server CPU ${result.cpuMicrosPerRequest} µs a request`,
  },
  ...(baseline
    ? [
        {
          metric: `${name} / no-op ratio`,
          value: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
          unit: 'x',
          detail:
            `no-op in the same windows: ${Math.round(baseline.requestsPerSecond)} req/s; ` +
            `by server CPU a request ${(baseline.cpuMicrosPerRequest / Math.max(1, result.cpuMicrosPerRequest)).toFixed(2)}x` +
            (target === undefined
              ? ''
              : `; target >= ${target}: ${result.requestsPerSecond / baseline.requestsPerSecond >= target ? 'met' : 'not met'}`),
        },
      ]
    : []),
];

export const cataloguePollingBenchmark: Benchmark = {
  name: 'catalogue-polling',
  description:
    `GET /api/events and /api/markets under ${CONNECTIONS} concurrent pollers, against GET /api/ping in the same process, ` +
    'with the odds feed on at its default schedule (its games beside a seeded slate); gzip answers are changed bodies (no If-None-Match); ' +
    `load from ${LOAD_CLIENT} in its own process; the stack logs at the default level (info: an access line per ` +
    'request) into a file, as users run it',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalogue-'));
    const log = openStackLog(dataDir);
    const stack = await startEmbeddedStack(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), {
      logger: log.logger,
    });
    try {
      const head = await seedSlate(stack.ports.eventStore);
      await stack.runner.progress.waitFor(head, 30_000);
      const load = (path: string, headers?: Record<string, string>, followEtag = false) =>
        runClient(stack.url + path, { connections: CONNECTIONS, seconds: WINDOW_SECONDS, headers, followEtag });
      // A full refresh (games and props, after the one the schedule runs on start) before the pollers start, so the
      // start's own refresh is not in the first figures; the schedule goes on during the run (live games every 10 s).
      await Promise.all([stack.oddsFeed.refreshGames(), stack.oddsFeed.refreshProps()]);
      await stack.runner.progress.waitFor(await stack.ports.eventStore.headPosition(), 30_000);
      const gzip = { 'accept-encoding': 'gzip' };
      // The machine is shared and the feed's refreshes come and go: a route and its no-op baseline take turns in
      // short windows, so both meet the same conditions and the ratio compares like with like.
      const pair = async (path: string, headers?: Record<string, string>, followEtag = false) => {
        const noops: LoadResult[] = [];
        const results: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          noops.push(await load('/api/ping', {}, followEtag));
          results.push(await load(path, headers, followEtag));
        }
        return { noop: combine(noops), result: combine(results) };
      };
      const events = await pair('/api/events');
      const eventsGzip = await pair('/api/events', gzip);
      const eventsNotModified = await pair('/api/events', { ...gzip }, true);
      const markets = await pair('/api/markets');
      const marketsGzip = await pair('/api/markets', gzip);
      const marketsNotModified = await pair('/api/markets', { ...gzip }, true);
      const noop = events.noop;
      return {
        measurements: [
          ...line('no-op GET /api/ping', noop),
          ...line('GET /api/events', events.result, events.noop),
          ...line('GET /api/events gzip (as browsers ask)', eventsGzip.result, eventsGzip.noop, 0.6),
          ...line('GET /api/events with If-None-Match (304)', eventsNotModified.result, eventsNotModified.noop, 0.85),
          ...line('GET /api/markets', markets.result, markets.noop),
          ...line('GET /api/markets gzip (as browsers ask)', marketsGzip.result, marketsGzip.noop, 0.6),
          ...line(
            'GET /api/markets with If-None-Match (304)',
            marketsNotModified.result,
            marketsNotModified.noop,
            0.85,
          ),
        ],
        details: {
          games: GAMES,
          seededMarketRows: GAMES * 7,
          client: LOAD_CLIENT,
          connections: CONNECTIONS,
          seconds: SECONDS,
          pairs: { events, eventsGzip, eventsNotModified, markets, marketsGzip, marketsNotModified },
          loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
        },
      };
    } finally {
      await stack.stop();
      await log.flush();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
