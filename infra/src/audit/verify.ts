import type { EventStore, ReadStore } from '@sb/platform';
import { READ_MODELS_GROUP } from '@sb/projectors';
import { createLogAudit, KEPT_IN_REPORT } from './audit-log.js';
import { compareReadModels } from './compare-read-models.js';
import { logPages } from './log-pages.js';
import { comparisonSummary, type VerifyReport } from './verify-report.js';

export type VerifyOptions = {
  eventStore: EventStore;
  readStore: ReadStore;
  sources?: VerifyReport['sources'];
  /** Called after each page of the log with the events read so far, the page's last position and the head. */
  onProgress?: (events: number, position: number, upTo: number) => void;
};

/**
 * `audit verify`: reads the log once, in position order, page by page. Up to the read models' checkpoint (the
 * position they were built to) it folds and checks every event, then compares the read models with that state;
 * after it, it goes on checking the log to the head the audit started at. Writes nothing anywhere.
 */
export async function verify({ eventStore, readStore, sources, onProgress }: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const head = await eventStore.headPosition();
  const readModelsPosition = Math.min(head, await readStore.getCheckpoint(READ_MODELS_GROUP).catch(() => 0));
  const audit = createLogAudit();
  let peakRss = process.memoryUsage().rss;
  const readTo = async (from: number, to: number) => {
    for await (const page of logPages(eventStore, to, undefined, from)) {
      for (const event of page) audit.apply(event);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      onProgress?.(audit.counts.events, page[page.length - 1]?.position ?? to, head);
    }
  };
  await readTo(0, readModelsPosition);
  const comparisons = await compareReadModels(readStore, audit, readModelsPosition);
  await readTo(readModelsPosition, head);
  audit.finish();
  for (const comparison of comparisons) audit.report(comparison.mismatches);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    ok: audit.mismatchCount === 0,
    sources: sources ?? { log: 'event store', readModels: 'read store' },
    logPosition: head,
    readModelsPosition,
    counts: audit.counts,
    seconds,
    eventsPerSecond: audit.counts.events / Math.max(seconds, 1e-9),
    cpuSeconds,
    eventsPerCpuSecond: audit.counts.events / Math.max(cpuSeconds, 1e-9),
    peakRssBytes: peakRss,
    mismatchCount: audit.mismatchCount,
    mismatches: audit.mismatches.slice(0, KEPT_IN_REPORT),
    adminDecisions: audit.adminDecisions,
    readModels: comparisons.map(comparisonSummary),
  };
}
