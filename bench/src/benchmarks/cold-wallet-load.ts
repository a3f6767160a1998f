import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { walletDecider, type WalletEvent, type WalletState } from '@sb/domain';
import { openSqliteEventStore, recallAnswer, type NewEvent } from '@sb/platform';
import { benchGame } from '../audit-log/bench-games.js';
import { createBenchPlayer } from '../audit-log/bench-player.js';
import { seededRandom } from '../audit-log/seeded-random.js';
import type { Benchmark, Measurement } from '../benchmark.js';

const EVENTS = Number(process.env.COLD_WALLET_EVENTS ?? 100_000);
const SMALL = EVENTS / 10;
const TARGET_MS = 100;
const RUNS = 5;
const START = Date.parse('2029-12-31T13:00:00.000Z');

/**
 * One player's wallet of EVENTS events lived through the wallet decider (bench-player.ts: bets placed and settled,
 * re-settlements, casino rounds, adjustments, free play, seed rotations), one command every 40 s of its clock, so
 * the stream spans weeks as a busy player's would.
 */
function liveWallet(events: number) {
  const random = seededRandom(15);
  let tick = 0;
  const clock = () => new Date(START + (tick += 40_000)).toISOString();
  const games = Array.from({ length: 50 }, (_, n) => benchGame(n));
  const player = createBenchPlayer('00000000-0000-4000-8000-000000000001', games, random, clock);
  const written: NewEvent[] = [...player.start()];
  while (written.length < events) written.push(...player.step());
  return { streamId: player.streamId, events: written.slice(0, events) };
}

type Timing = { wallMs: number; cpuMs: number };

const timedSync = (work: () => void): Timing => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
};

const timedAsync = async (work: () => Promise<void>): Promise<Timing> => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;
const verdict = (ms: number) => `target < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'not met'}`;

const foldAll = (events: readonly NewEvent[]): WalletState =>
  events.reduce(
    (state, event) => walletDecider.evolve(state, event as unknown as WalletEvent),
    walletDecider.initialState,
  );

/** The fastest and the median of RUNS folds of the events in memory. */
function measureFold(events: readonly NewEvent[]) {
  foldAll(events);
  const runs = Array.from({ length: RUNS }, () => timedSync(() => void foldAll(events)));
  return {
    medianWallMs: median(runs.map((run) => run.wallMs)),
    bestWallMs: Math.min(...runs.map((run) => run.wallMs)),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
  };
}

/**
 * As the command side loads a wallet it has not cached: a fresh store object (its state cache empty) reads the
 * stream from SQLite and folds it (recallAnswer runs the same load as a command, without appending).
 */
async function measureStoreLoad(events: readonly NewEvent[], streamId: string) {
  const dir = await mkdtemp(join(tmpdir(), 'sb-cold-wallet-'));
  const path = join(dir, 'events.sqlite');
  try {
    const writer = openSqliteEventStore({ path });
    let revision: number | 'no_stream' = 'no_stream';
    for (let from = 0; from < events.length; from += 1_000) {
      const result = await writer.append(streamId, events.slice(from, from + 1_000), revision);
      revision = result.nextExpectedRevision;
    }
    await writer.close();
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const store = openSqliteEventStore({ path });
      const idempotency = { scope: 'bench', key: `cold-${run}`, requestHash: 'bench' };
      runs.push(
        await timedAsync(
          async () => void (await recallAnswer(store, { streamId, decider: walletDecider, idempotency })),
        ),
      );
      await store.close();
    }
    return {
      medianWallMs: median(runs.map((run) => run.wallMs)),
      bestWallMs: Math.min(...runs.map((run) => run.wallMs)),
      medianCpuMs: median(runs.map((run) => run.cpuMs)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const coldWalletLoadBenchmark: Benchmark = {
  name: 'cold-wallet-load',
  description: `Cold load of one wallet of ${EVENTS.toLocaleString('en-US')} events: the wallet's fold in memory, and read from SQLite and folded as a command does it`,
  async run() {
    const generated = performance.now();
    const { streamId, events } = liveWallet(EVENTS);
    const generatingSeconds = (performance.now() - generated) / 1000;
    const counts: Record<string, number> = {};
    for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;

    const large = measureFold(events);
    const small = measureFold(events.slice(0, SMALL));
    const state = foldAll(events);
    const stored = await measureStoreLoad(events, streamId);
    const ratio = large.bestWallMs / small.bestWallMs;

    const measurements: Measurement[] = [
      {
        metric: `cold wallet load of ${EVENTS.toLocaleString('en-US')} events: fold`,
        value: round1(large.medianWallMs),
        unit: 'ms',
        detail: `median of ${RUNS}, best ${round1(large.bestWallMs)} ms, CPU ${round1(large.medianCpuMs)} ms; ${verdict(large.medianWallMs)}`,
      },
      {
        metric: `fold time ${EVENTS.toLocaleString('en-US')} : ${SMALL.toLocaleString('en-US')} events`,
        value: round1(ratio),
        unit: 'x',
        detail: `best of ${RUNS} each (${round1(small.bestWallMs)} ms for ${SMALL.toLocaleString('en-US')}); linear is ~10, the old quadratic fold ~100`,
      },
      {
        metric: `cold wallet load of ${EVENTS.toLocaleString('en-US')} events: SQLite read + fold`,
        value: round1(stored.medianWallMs),
        unit: 'ms',
        detail: `median of ${RUNS}, best ${round1(stored.bestWallMs)} ms, CPU ${round1(stored.medianCpuMs)} ms; ${verdict(stored.medianWallMs)}`,
      },
    ];
    return {
      measurements,
      details: {
        events: EVENTS,
        eventTypes: counts,
        bets: state.bets.size,
        generatingSeconds: round1(generatingSeconds),
        fold: large,
        foldSmall: small,
        storeLoad: stored,
        loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
      },
    };
  },
};
