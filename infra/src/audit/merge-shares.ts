import { noCounts, type AuditCounts } from './audit-counts.js';
import { KEPT_IN_REPORT } from './audit-log.js';
import type { ShareResult } from './verify-share.js';

const sumCounts = (all: readonly AuditCounts[]): AuditCounts => {
  const total = noCounts();
  for (const counts of all) for (const key of Object.keys(total) as (keyof AuditCounts)[]) total[key] += counts[key];
  return total;
};

/** One result from the shares of several workers: counts added, mismatches in log order (read models last). */
export function mergeShares(shares: readonly ShareResult[]): Omit<ShareResult, 'peakRssBytes'> {
  const readModels = (shares[0]?.readModels ?? []).map((model, index) => ({
    ...model,
    documents: shares.reduce((sum, share) => sum + (share.readModels[index]?.documents ?? 0), 0),
    skipped: shares.reduce((sum, share) => sum + (share.readModels[index]?.skipped ?? 0), 0),
    mismatches: shares.reduce((sum, share) => sum + (share.readModels[index]?.mismatches ?? 0), 0),
  }));
  const mismatches = shares
    .flatMap((share) => share.mismatches)
    .sort((left, right) => (left.position ?? Infinity) - (right.position ?? Infinity))
    .slice(0, KEPT_IN_REPORT);
  return {
    counts: sumCounts(shares.map((share) => share.counts)),
    mismatchCount: shares.reduce((sum, share) => sum + share.mismatchCount, 0),
    mismatches,
    adminDecisions: shares.flatMap((share) => share.adminDecisions).slice(0, KEPT_IN_REPORT),
    readModels,
  };
}
