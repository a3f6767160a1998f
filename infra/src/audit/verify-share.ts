import type { ReadStore } from '@sb/platform';
import type { AuditCounts } from './audit-counts.js';
import { createLogAudit, KEPT_IN_REPORT } from './audit-log.js';
import { compareReadModels } from './compare-read-models.js';
import type { LogReader } from './log-reader.js';
import type { Mismatch } from './mismatch.js';
import type { Partition } from './partition.js';
import type { ReadModelRows } from './read-model-rows.js';
import type { AdminDecision } from './settlement-check.js';
import { comparisonSummary, type VerifyReport } from './verify-report.js';

/** What one audit of a share of the players found (the whole log is one share of one). */
export type ShareResult = {
  counts: AuditCounts;
  mismatchCount: number;
  mismatches: Mismatch[];
  adminDecisions: AdminDecision[];
  readModels: VerifyReport['readModels'];
  peakRssBytes: number;
};

export type ShareOptions = {
  readLog: LogReader;
  readStore: ReadStore;
  /** How the read models' documents are read for the comparison (the store's pages by default). */
  readModelRows?: ReadModelRows;
  partition: Partition;
  /** The log is checked up to here (its head when the audit started). */
  head: number;
  /** The read models are compared as of here (their checkpoint). */
  readModelsPosition: number;
  /** After each page: events read so far (all streams) and the page's last position. */
  onProgress?: (eventsRead: number, position: number) => void;
};

/**
 * Reads the log once, in position order, page by page. Up to the read models' position it folds and checks every
 * event of the share's players, then compares the read models with that state; after it, it goes on checking the
 * log to `head`. Writes nothing anywhere.
 */
export async function verifyShare({
  readLog,
  readStore,
  readModelRows,
  partition,
  head,
  readModelsPosition,
  onProgress,
}: ShareOptions): Promise<ShareResult> {
  const audit = createLogAudit(partition);
  let peakRssBytes = process.memoryUsage().rss;
  let eventsRead = 0;
  const readTo = (from: number, to: number) =>
    readLog(
      from,
      to,
      audit.visit,
      (events, position) => {
        eventsRead += events;
        peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
        onProgress?.(eventsRead, position);
      },
      audit.wants,
    );
  await readTo(0, readModelsPosition);
  const comparisons = await compareReadModels(readStore, audit, readModelsPosition, readModelRows);
  await readTo(readModelsPosition, head);
  audit.finish();
  for (const comparison of comparisons) audit.report(comparison.mismatches);
  return {
    counts: audit.counts,
    mismatchCount: audit.mismatchCount,
    mismatches: audit.mismatches.slice(0, KEPT_IN_REPORT),
    adminDecisions: audit.adminDecisions,
    readModels: comparisons.map(comparisonSummary),
    peakRssBytes: Math.max(peakRssBytes, process.memoryUsage().rss),
  };
}
