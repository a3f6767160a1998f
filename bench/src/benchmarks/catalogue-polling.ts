import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, startEmbeddedStack } from '@sb/infra';
import type { EventStore } from '@sb/platform';
import type { Benchmark, Measurement } from '../benchmark.js';
import { runLoad, type LoadResult } from '../load/autocannon-run.js';

const GAMES = 120;
const CONNECTIONS = 200;
const SECONDS = 8;

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

const line = (name: string, result: LoadResult, baseline?: LoadResult): Measurement[] => [
  {
    metric: `${name} throughput`,
    value: Math.round(result.requestsPerSecond),
    unit: 'req/s',
    detail: `${CONNECTIONS} connections, ${SECONDS} s`,
  },
  {
    metric: `${name} latency p50 / p99`,
    value: result.p50Ms,
    unit: 'ms',
    detail: `p99 ${result.p99Ms} ms; errors ${result.errors}, non-2xx ${result.non2xx}`,
  },
  ...(baseline
    ? [
        {
          metric: `${name} / no-op ratio`,
          value: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
          unit: 'x',
        },
      ]
    : []),
];

export const cataloguePollingBenchmark: Benchmark = {
  name: 'catalogue-polling',
  description: `GET /api/events and /api/markets under ${CONNECTIONS} concurrent pollers, against GET /api/ping in the same process`,
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalogue-'));
    const stack = await startEmbeddedStack(
      readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', ODDS_REFRESH_SECONDS: '0' }),
    );
    try {
      const head = await seedSlate(stack.ports.eventStore);
      await stack.runner.progress.waitFor(head, 30_000);
      const load = (path: string, headers?: Record<string, string>) =>
        runLoad(stack.url + path, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const etag = (await fetch(`${stack.url}/api/markets`)).headers.get('etag') ?? '';
      const noop = await load('/api/ping');
      const events = await load('/api/events');
      const markets = await load('/api/markets');
      const marketsGzip = await load('/api/markets', { 'accept-encoding': 'gzip' });
      const marketsNotModified = await load('/api/markets', { 'if-none-match': etag });
      return {
        measurements: [
          ...line('no-op GET /api/ping', noop),
          ...line('GET /api/events', events, noop),
          ...line('GET /api/markets', markets, noop),
          ...line('GET /api/markets gzip (as browsers ask)', marketsGzip, noop),
          ...line('GET /api/markets with If-None-Match (304)', marketsNotModified, noop),
        ],
        details: {
          games: GAMES,
          marketRows: GAMES * 7,
          connections: CONNECTIONS,
          seconds: SECONDS,
          noop,
          events,
          markets,
          marketsGzip,
          marketsNotModified,
        },
      };
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
