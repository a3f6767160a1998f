import { chainLinkProblem, GENESIS_HASH, hashEvent, type RecordedEvent } from '@sb/platform';
import { eventMismatch, type Mismatch } from './mismatch.js';

/** Where a stream's chain stands: the revision the next event must have and the hash it must follow. */
export type ChainCursor = { nextRevision: number; prevHash: string };

export const chainStart = (): ChainCursor => ({ nextRevision: 0, prevHash: GENESIS_HASH });

/**
 * Checks that `event` is the next revision of its stream and follows the previous event's hash (the platform's
 * hash chain), then moves the cursor on from the event's own revision and stored hash, so one edited, moved or
 * missing event is reported where it is and not again for every event after it.
 */
export function followChain(cursor: ChainCursor, event: RecordedEvent): Mismatch[] {
  const problems: Mismatch[] = [];
  if (event.revision !== cursor.nextRevision) {
    problems.push(eventMismatch(event, 'revision', cursor.nextRevision, event.revision));
  }
  const problem = chainLinkProblem(cursor.prevHash, event);
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
