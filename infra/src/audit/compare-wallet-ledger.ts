import { walletStreamId } from '@sb/domain';
import type { ReadStore } from '@sb/platform';
import { WALLET_LEDGER, type WalletLedgerDocument } from '@sb/projectors';
import type { LogAudit } from './audit-log.js';
import type { CollectionComparison } from './compare-collection.js';
import type { Mismatch } from './mismatch.js';

/**
 * The Audit page's wallet_ledger against the log, without reading every copy: per wallet of the share, as many
 * documents up to the read models' position as the stream has events, and the last one carrying the hash the log's
 * chain ends with. The page then checks the copy's chain in the browser, so an edited, dropped or added copy of any
 * event is caught by one of the two: the chain breaks, or it ends on another hash than the log's.
 *
 * The copies are counted from the userId index alone (no document read: ~30x cheaper than reading each copy's
 * position, which was ~5% of a whole verify). Only when that count is not the stream's, or a copy of the next
 * revision exists (a running stack projected events after the audit's position), are they counted again up to the
 * position, reading each. What this count alone misses: one copy deleted and, at once, a copy added claiming a
 * position after the audit's at a revision other than the next (the page's chain check still breaks on the gap).
 */
export async function compareWalletLedger(
  store: ReadStore,
  audit: LogAudit,
  upTo: number,
): Promise<CollectionComparison> {
  const ledger = store.collection<WalletLedgerDocument>(WALLET_LEDGER);
  const mismatches: Mismatch[] = [];
  let documents = 0;
  for (const wallet of audit.wallets.values()) {
    const { userId, cursor } = wallet;
    const stream = walletStreamId(userId);
    const last = cursor.nextRevision - 1;
    const mismatch = (field: string, expected: unknown, found: unknown) =>
      mismatches.push({
        stream,
        revision: last,
        position: null,
        field: `${WALLET_LEDGER}[${userId}]${field}`,
        expected,
        found,
      });
    const all = await ledger.count({ userId });
    const movedOn = all !== cursor.nextRevision || (await ledger.get(`${userId}:${cursor.nextRevision}`)) !== null;
    const count = movedOn ? await ledger.count({ userId, position: { $lte: upTo } }) : all;
    documents += count;
    if (count !== cursor.nextRevision) mismatch('.count', cursor.nextRevision, count);
    if (last < 0) continue;
    const copy = await ledger.get(`${userId}:${last}`);
    const found = copy ? (copy.metadata.hash ?? null) : null;
    if (found !== cursor.prevHash) mismatch(`:${last}.metadata.hash`, cursor.prevHash, found);
  }
  return { collection: WALLET_LEDGER, documents, skipped: 0, mismatches };
}
