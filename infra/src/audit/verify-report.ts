import type { AuditCounts } from './audit-counts.js';
import type { CollectionComparison } from './compare-collection.js';
import { describeMismatch, type Mismatch } from './mismatch.js';
import type { AdminDecision } from './settlement-check.js';

/** The JSON report of `audit verify`. */
export type VerifyReport = {
  ok: boolean;
  sources: { log: string; readModels: string };
  /** The log was verified up to this position (its head when the audit started). */
  logPosition: number;
  /** The read models were compared as of this position (their checkpoint, at most the log's head). */
  readModelsPosition: number;
  counts: AuditCounts;
  seconds: number;
  /** Worker threads that shared the players (1: this process alone). */
  workers: number;
  eventsPerSecond: number;
  /**
   * CPU time of the process (its worker threads included) during the verify, user + system: on a busy machine the
   * wall time is not the audit's own.
   */
  cpuSeconds: number;
  eventsPerCpuSecond: number;
  peakRssBytes: number;
  mismatchCount: number;
  /** The first mismatches (at most 10,000), in log order then read-model order. */
  mismatches: Mismatch[];
  /** Outcomes set by an admin (accepted as the admin's decision; at most 10,000 listed). */
  adminDecisions: AdminDecision[];
  readModels: { collection: string; documents: number; skipped: number; mismatches: number }[];
};

export const comparisonSummary = ({ collection, documents, skipped, mismatches }: CollectionComparison) => ({
  collection,
  documents,
  skipped,
  mismatches: mismatches.length,
});

const n = (value: number) => value.toLocaleString('en-US');

/** The human summary printed after a verify. */
export function formatVerifySummary(report: VerifyReport, shownMismatches = 20): string {
  const { counts } = report;
  const lines = [
    `log:         ${report.sources.log} (up to position ${n(report.logPosition)})`,
    `read models: ${report.sources.readModels} (compared at position ${n(report.readModelsPosition)})`,
    `streams:     ${n(counts.streams)} (${n(counts.walletStreams)} wallets, hash chains checked: ${n(counts.walletEventsHashedAsStored)} events hashed as stored)`,
    `events:      ${n(counts.events)} (${n(counts.walletEvents)} wallet events decided again)`,
    `players:     ${n(counts.players)}`,
    `bets:        ${n(counts.bets)} placed, ${n(counts.betsSettled)} settled (${n(counts.betsSettledBySystem)} judged against game results), ${n(counts.adminOutcomes)} outcomes set by an admin`,
    `rounds:      ${n(counts.rounds)} started, ${n(counts.roundsEnded)} ended, every step replayed with playRound; ${n(counts.roundsRevealed)} under a revealed server seed`,
    `read models: ${report.readModels.map((m) => `${m.collection} ${n(m.documents)} documents${m.skipped ? ` (${n(m.skipped)} newer, skipped)` : ''}`).join(', ')}`,
    `speed:       ${n(Math.round(report.eventsPerSecond))} events/s (${report.seconds.toFixed(2)} s, ${report.workers} worker${report.workers === 1 ? '' : 's'}; ${n(Math.round(report.eventsPerCpuSecond))} events per CPU second; peak RSS ${n(Math.round(report.peakRssBytes / 1048576))} MiB)`,
  ];
  if (report.adminDecisions.length > 0) {
    lines.push(`admin outcomes (accepted as the admin's decision):`);
    for (const d of report.adminDecisions.slice(0, 10))
      lines.push(
        `  ${d.stream} revision ${d.revision}: ${d.event} bet ${d.betId} ${d.from ?? 'pending'} -> ${d.to} by ${d.by} at ${d.at}`,
      );
    if (report.adminDecisions.length > 10) lines.push(`  ... ${n(counts.adminOutcomes - 10)} more in the JSON report`);
  }
  if (report.ok) lines.push('VERIFIED: every chain, balance, bet and round agrees with the log');
  else {
    lines.push(`MISMATCHES: ${n(report.mismatchCount)}`);
    for (const mismatch of report.mismatches.slice(0, shownMismatches)) lines.push(`  ${describeMismatch(mismatch)}`);
    if (report.mismatchCount > shownMismatches) lines.push(`  ... ${n(report.mismatchCount - shownMismatches)} more`);
  }
  return `${lines.join('\n')}\n`;
}
