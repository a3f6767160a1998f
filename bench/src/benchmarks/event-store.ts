import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore } from '@sb/platform';
import type { EventStore, NewEvent } from '@sb/platform';
import type { Benchmark, Measurement } from '../benchmark.js';
import { mean, percentile, perSecond, timed } from '../stats.js';

const SINGLE_APPENDS = 20_000;
const BATCHES = 1_000;
const BATCH_SIZE = 100;
const LATENCY_SAMPLES = 2_000;
/** Spreads appends over many streams, as wallets are, and appends with the exact revision as commands do. */
const STREAMS = 1_000;

/** A wallet-sized event (~400 bytes of JSON), so the figures are not flattered by tiny rows. */
function betPlaced(index: number): NewEvent {
  return {
    type: 'BetPlaced',
    data: {
      betId: randomUUID(),
      stakeCents: 2_500,
      legs: [{ gameId: `game-${index % 97}`, market: 'h2h', selection: 'home', americanOdds: -110 }],
    },
    metadata: {
      at: new Date().toISOString(),
      actor: `user-${index % STREAMS}`,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schema: 1,
    },
  };
}

type AppendRun = { run: string; appends: number; batchSize: number; randomIds?: boolean };

/**
 * Appends `appends` batches round-robin over the streams with exact expected revisions and returns the time spent
 * inside append only (building the events is not the store's work). Without `randomIds` the store generates the ids
 * (time-ordered UUIDv7); with it every event carries a random v4 id, as a client that picks its own ids would send.
 */
async function appendRoundRobin(store: EventStore, { run, appends, batchSize, randomIds }: AppendRun): Promise<number> {
  const revisions = new Map<string, number>();
  let appendingMs = 0;
  for (let i = 0; i < appends; i += 1) {
    const streamId = `wallet-${run}-${i % STREAMS}`;
    const events = Array.from({ length: batchSize }, (_, offset) => {
      const event = betPlaced(i * batchSize + offset);
      return randomIds ? { ...event, id: randomUUID() } : event;
    });
    const start = performance.now();
    const result = await store.append(streamId, events, revisions.get(streamId) ?? 'no_stream');
    appendingMs += performance.now() - start;
    revisions.set(streamId, result.nextExpectedRevision);
  }
  return appendingMs;
}

/** Time from calling append to the live subscriber's onEvent for that event, one event at a time. */
async function subscriberLatencies(store: EventStore, samples: number): Promise<number[]> {
  const waiting = new Map<string, () => void>();
  const subscription = store.subscribeToAll({
    afterPosition: await store.headPosition(),
    onEvent: (event) => waiting.get(event.id)?.(),
  });
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const event = { ...betPlaced(i), id: randomUUID() };
    const seen = new Promise<void>((resolve) => waiting.set(event.id, resolve));
    const start = performance.now();
    await store.append(`game-latency-${i % 10}`, [event]);
    await seen;
    latencies.push(performance.now() - start);
    waiting.delete(event.id);
  }
  await subscription.stop();
  return latencies;
}

/** A new subscriber reading the whole log from the start, as a projection rebuild does. */
async function catchUpMs(store: EventStore, total: number): Promise<number> {
  let delivered = 0;
  let done!: () => void;
  const caughtUp = new Promise<void>((resolve) => (done = resolve));
  return timed(async () => {
    const subscription = store.subscribeToAll({
      onEvent: () => {
        delivered += 1;
        if (delivered === total) done();
      },
    });
    await caughtUp;
    await subscription.stop();
  });
}

export const eventStoreBenchmark: Benchmark = {
  name: 'event-store',
  description:
    'The embedded SQLite event store (better-sqlite3, WAL, synchronous=NORMAL) on a temp file: append throughput ' +
    'with exact expected revisions, append-to-live-subscriber latency, and catch-up delivery from the start.',
  async run() {
    const directory = await mkdtemp(join(tmpdir(), 'bench-event-store-'));
    const path = join(directory, 'events.db');
    const store = openSqliteEventStore({ path });
    try {
      await appendRoundRobin(store, { run: 'warmup', appends: 1_000, batchSize: 1 });
      const singleMs = await appendRoundRobin(store, { run: 'single', appends: SINGLE_APPENDS, batchSize: 1 });
      const batchMs = await appendRoundRobin(store, { run: 'batch', appends: BATCHES, batchSize: BATCH_SIZE });
      const randomIdBatchMs = await appendRoundRobin(store, {
        run: 'random-ids',
        appends: BATCHES,
        batchSize: BATCH_SIZE,
        randomIds: true,
      });
      const latencies = await subscriberLatencies(store, LATENCY_SAMPLES);
      const total = await store.headPosition();
      const catchUp = await catchUpMs(store, total);
      const fileBytes = (await stat(path)).size + (await stat(`${path}-wal`).catch(() => ({ size: 0 }))).size;

      const latency = (p: number): Measurement => ({
        metric: `Append → subscriber latency p${p}`,
        value: percentile(latencies, p),
        unit: 'ms',
        detail: `${LATENCY_SAMPLES.toLocaleString('en-US')} samples, one event at a time`,
      });
      return {
        measurements: [
          {
            metric: 'Single-event appends',
            value: perSecond(SINGLE_APPENDS, singleMs),
            unit: 'appends/s',
            detail: `${SINGLE_APPENDS.toLocaleString('en-US')} appends over ${STREAMS} streams, exact revision`,
          },
          {
            metric: '100-event batch appends',
            value: perSecond(BATCHES * BATCH_SIZE, batchMs),
            unit: 'events/s',
            detail: `${BATCHES.toLocaleString('en-US')} batches (${perSecond(BATCHES, batchMs).toFixed(0)} batches/s), store-generated UUIDv7 ids`,
          },
          {
            metric: '100-event batch appends, random ids',
            value: perSecond(BATCHES * BATCH_SIZE, randomIdBatchMs),
            unit: 'events/s',
            detail: 'same, every event with a client-chosen random UUIDv4 id',
          },
          latency(50),
          latency(99),
          { metric: 'Append → subscriber latency max', value: Math.max(...latencies), unit: 'ms' },
          {
            metric: 'Catch-up delivery from position 0',
            value: perSecond(total, catchUp),
            unit: 'events/s',
            detail: `${total.toLocaleString('en-US')} events in pages of 500`,
          },
        ],
        details: {
          singleAppendMs: singleMs,
          batchAppendMs: batchMs,
          randomIdBatchAppendMs: randomIdBatchMs,
          latencyMeanMs: mean(latencies),
          latencyP90Ms: percentile(latencies, 90),
          catchUpMs: catchUp,
          eventsInLog: total,
          databaseBytes: fileBytes,
        },
      };
    } finally {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  },
};
