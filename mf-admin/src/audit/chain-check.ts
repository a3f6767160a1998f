import { verifyHashChain } from '@sb/domain';
import type { TAuditLedgerDto } from '@sb/contracts';

export type LedgerCheck = { verified: true; events: number } | { verified: false; problem: string };

/**
 * The browser's own check of a ledger, with the function the audit command line uses: the wallet stream's hash
 * chain recomputed from its events, and every money line's hash found on the event of its revision.
 */
export function checkLedger({ events, lines }: Pick<TAuditLedgerDto, 'events' | 'lines'>): LedgerCheck {
  const chain = verifyHashChain(events);
  if (!chain.valid)
    return { verified: false, problem: `Broken at revision ${chain.brokenAtRevision}: ${chain.reason}` };
  const hashes = new Map(events.map((event) => [event.revision, event.metadata.hash]));
  const stray = lines.find((line) => hashes.get(line.revision) !== line.hash);
  if (stray) return { verified: false, problem: `The line of revision ${stray.revision} does not match its event` };
  return { verified: true, events: events.length };
}
