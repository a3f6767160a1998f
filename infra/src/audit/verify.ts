import type { EventStore, ReadStore } from '@sb/platform';
import { READ_MODELS_GROUP } from '@sb/projectors';
import { storeLogReader, type LogReader } from './log-reader.js';
import type { ReadModelRows } from './read-model-rows.js';
import { WHOLE_LOG } from './partition.js';
import type { VerifyReport } from './verify-report.js';
import { verifyShare, type ShareResult } from './verify-share.js';

export type VerifyOptions = {
  eventStore: EventStore;
  readStore: ReadStore;
  /** How the log is read (openAuditPorts answers SQLite's own reader); the event store's pages by default. */
  readLog?: LogReader;
  /** How the read models are read for the comparison (openAuditPorts answers SQLite's own reader). */
  readModelRows?: ReadModelRows;
  sources?: VerifyReport['sources'];
  /** Called after each page of the log with the events read so far, the page's last position and the head. */
  onProgress?: (events: number, position: number, upTo: number) => void;
};

/** Where the audit stops: the log's head now, and the read models' checkpoint (at most the head). */
export async function auditPositions(eventStore: EventStore, readStore: ReadStore) {
  const head = await eventStore.headPosition();
  const checkpoint = await readStore.getCheckpoint(READ_MODELS_GROUP).catch(() => 0);
  return { head, readModelsPosition: Math.min(head, checkpoint) };
}

/** The report from the merged result of the audit and how long it took (wall and CPU). */
export function toVerifyReport(
  result: Omit<ShareResult, 'peakRssBytes'>,
  context: {
    sources: VerifyReport['sources'];
    positions: { head: number; readModelsPosition: number };
    started: number;
    cpuAtStart: NodeJS.CpuUsage;
    peakRssBytes: number;
    workers: number;
  },
): VerifyReport {
  const seconds = (performance.now() - context.started) / 1000;
  const cpu = process.cpuUsage(context.cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    ok: result.mismatchCount === 0,
    sources: context.sources,
    logPosition: context.positions.head,
    readModelsPosition: context.positions.readModelsPosition,
    counts: result.counts,
    seconds,
    workers: context.workers,
    eventsPerSecond: result.counts.events / Math.max(seconds, 1e-9),
    cpuSeconds,
    eventsPerCpuSecond: result.counts.events / Math.max(cpuSeconds, 1e-9),
    peakRssBytes: context.peakRssBytes,
    mismatchCount: result.mismatchCount,
    mismatches: result.mismatches,
    adminDecisions: result.adminDecisions,
    readModels: result.readModels,
  };
}

/** `audit verify` in this process, over the whole log (see verifyShare). */
export async function verify({
  eventStore,
  readStore,
  readLog = storeLogReader(eventStore),
  readModelRows,
  sources,
  onProgress,
}: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const positions = await auditPositions(eventStore, readStore);
  const result = await verifyShare({
    readLog,
    readStore,
    readModelRows,
    partition: WHOLE_LOG,
    ...positions,
    onProgress: (events, position) => onProgress?.(events, position, positions.head),
  });
  return toVerifyReport(result, {
    sources: sources ?? { log: 'event store', readModels: 'read store' },
    positions,
    started,
    cpuAtStart,
    peakRssBytes: result.peakRssBytes,
    workers: 1,
  });
}
