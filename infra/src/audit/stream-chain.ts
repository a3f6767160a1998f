import { chainLinkProblem, GENESIS_HASH, hashEvent, storedTextHashesTo, type RecordedEvent } from '@sb/platform';
import { eventMismatch, type Mismatch } from './mismatch.js';

/**
 * Where a stream's chain stands: the revision the next event must have and the hash it must follow; how many of its
 * events were checked by hashing their stored text as it is.
 */
export type ChainCursor = { nextRevision: number; prevHash: string; hashedAsStored: number };

/** An event's data and metadata columns as the log stores them (the SQLite log keeps JSON text). */
export type StoredJson = { data: string; metadata: string };

export const chainStart = (): ChainCursor => ({ nextRevision: 0, prevHash: GENESIS_HASH, hashedAsStored: 0 });

/**
 * Whether the event follows `prevHash`: when the stored text is exactly the text its hash covers (the wallet's
 * storage format, platform's ledger/stored-chain-text.ts), that text is hashed as it is; otherwise (an older log,
 * another store, a reformatted or a tampered text) the parsed event is serialised again, as the chain defines it.
 */
const linkProblem = (cursor: ChainCursor, event: RecordedEvent, stored: StoredJson | undefined) => {
  const { prevHash } = cursor;
  const metadata = event.metadata;
  const storedHolds =
    stored !== undefined &&
    metadata.prevHash === prevHash &&
    storedTextHashesTo(prevHash, event.type, stored.data, stored.metadata, metadata.hash);
  if (!storedHolds) return chainLinkProblem(prevHash, event);
  cursor.hashedAsStored += 1;
  return null;
};

/**
 * Checks that `event` is the next revision of its stream and follows the previous event's hash (the platform's
 * hash chain), then moves the cursor on from the event's own revision and stored hash, so one edited, moved or
 * missing event is reported where it is and not again for every event after it.
 */
export function followChain(cursor: ChainCursor, event: RecordedEvent, stored?: StoredJson): Mismatch[] {
  const problems: Mismatch[] = [];
  if (event.revision !== cursor.nextRevision) {
    problems.push(eventMismatch(event, 'revision', cursor.nextRevision, event.revision));
  }
  const problem = linkProblem(cursor, event, stored);
  if (problem?.field === 'prevHash') {
    problems.push(eventMismatch(event, 'metadata.prevHash', cursor.prevHash, event.metadata.prevHash ?? null));
  } else if (problem?.field === 'hash') {
    const recomputed = hashEvent(cursor.prevHash, event);
    problems.push(eventMismatch(event, 'metadata.hash', recomputed, event.metadata.hash ?? null));
  }
  cursor.nextRevision = Math.max(cursor.nextRevision, event.revision + 1);
  cursor.prevHash = String(event.metadata.hash ?? '');
  return problems;
}
