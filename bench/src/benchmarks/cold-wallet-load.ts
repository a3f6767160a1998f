import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { walletDecider, type WalletEvent, type WalletState } from '@sb/domain';
import {
  handleCommand,
  keyedFold,
  loadDeciderState,
  openSqliteEventStore,
  walletSnapshotPolicy,
  type EventStore,
  type NewEvent,
} from '@sb/platform';
import { appendWithSnapshot, busyWallet } from '../audit-log/busy-wallet.js';
import type { Benchmark, Measurement } from '../benchmark.js';

const EVENTS = Number(process.env.COLD_WALLET_EVENTS ?? 100_000);
const SMALL = EVENTS / 10;
const TARGET_MS = 100;
const RUNS = 5;
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
  return summarise(Array.from({ length: RUNS }, () => timedSync(() => void foldAll(events))));
}

type Summary = { medianWallMs: number; bestWallMs: number; medianCpuMs: number };
const summarise = (runs: readonly Timing[]): Summary => ({
  medianWallMs: median(runs.map((run) => run.wallMs)),
  bestWallMs: Math.min(...runs.map((run) => run.wallMs)),
  medianCpuMs: median(runs.map((run) => run.cpuMs)),
});

/** RUNS timed loads, each through a fresh store object on the file (its state cache empty, as after a restart). */
async function coldLoads(path: string, load: (store: EventStore) => Promise<unknown>): Promise<Summary> {
  const runs: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const store = openSqliteEventStore({ path });
    runs.push(await timedAsync(async () => void (await load(store))));
    await store.close();
  }
  return summarise(runs);
}

/** RUNS cold loads of a wallet as a command does them (cache empty: snapshot, check, tail). */
export const coldWalletLoads = (path: string, streamId: string) =>
  coldLoads(path, (store) => loadDeciderState(store, { streamId, decider: walletDecider }));

const keyed = keyedFold(walletDecider.initialState, walletDecider.evolve);

/**
 * The wallet written to SQLite as the command side leaves it: its EVENTS events with the snapshot saved at the
 * last of them, then every - 1 events more (so the stream holds at least EVENTS and each cold load folds the
 * longest tail it can meet after a snapshot). Then RUNS cold loads as a command does them (loadDeciderState:
 * snapshot, check, tail), and for comparison RUNS reads of the whole stream folded from its start.
 */
async function measureStoreLoad(events: readonly NewEvent[], streamId: string) {
  const dir = await mkdtemp(join(tmpdir(), 'sb-cold-wallet-'));
  const path = join(dir, 'events.sqlite');
  const tail = events.length - EVENTS;
  try {
    const writer = openSqliteEventStore({ path });
    const snapshotBytes = await appendWithSnapshot(writer, streamId, events, EVENTS);
    await writer.close();

    const withSnapshot = await coldWalletLoads(path, streamId);
    const fullFold = await coldLoads(path, (store) => handleCommand({ store, streamId, ...keyed, decide: () => [] }));
    return { withSnapshot, fullFold, tail, snapshotBytes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const coldWalletLoadBenchmark: Benchmark = {
  name: 'cold-wallet-load',
  description: `Cold load of one wallet of ${EVENTS.toLocaleString('en-US')} events: the wallet's fold in memory, and as a command loads it from SQLite (snapshot and tail; the whole stream folded for comparison)`,
  async run() {
    const generated = performance.now();
    const { streamId, events: longest } = busyWallet(EVENTS + walletSnapshotPolicy.every - 1);
    const events = longest.slice(0, EVENTS);
    const generatingSeconds = (performance.now() - generated) / 1000;
    const counts: Record<string, number> = {};
    for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;

    const large = measureFold(events);
    const small = measureFold(events.slice(0, SMALL));
    const state = foldAll(events);
    const stored = await measureStoreLoad(longest, streamId);
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
        metric: `cold wallet load of ${EVENTS.toLocaleString('en-US')} events + ${stored.tail.toLocaleString('en-US')}: SQLite snapshot + tail`,
        value: round1(stored.withSnapshot.medianWallMs),
        unit: 'ms',
        detail: `median of ${RUNS}, best ${round1(stored.withSnapshot.bestWallMs)} ms, CPU ${round1(stored.withSnapshot.medianCpuMs)} ms, snapshot ${(stored.snapshotBytes / 1048576).toFixed(1)} MiB; ${verdict(stored.withSnapshot.medianWallMs)}`,
      },
      {
        metric: `cold wallet load of ${EVENTS.toLocaleString('en-US')} events + ${stored.tail.toLocaleString('en-US')}: SQLite read + full fold (no snapshot)`,
        value: round1(stored.fullFold.medianWallMs),
        unit: 'ms',
        detail: `median of ${RUNS}, best ${round1(stored.fullFold.bestWallMs)} ms, CPU ${round1(stored.fullFold.medianCpuMs)} ms; for comparison`,
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
