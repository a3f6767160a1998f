import { hash } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store/event-store.js';
import { canonicalJson } from '@sb/domain';

/**
 * The wallet ledger's tamper evidence: each event's `hash` is SHA-256 over the previous event's hash and
 * the canonical JSON of this event (type, data, metadata without `hash`). Editing, removing or reordering
 * any event breaks every hash after it, so an auditor can prove a balance from the log alone.
 */
export const GENESIS_HASH = '0'.repeat(64);

type Hashable = { type: string; data: unknown; metadata: EventMetadata };

export const hashEvent = (prevHash: string, event: Hashable): string => {
  const { hash: _ignored, ...metadata } = event.metadata;
  const body = canonicalJson({ type: event.type, data: event.data, metadata: { ...metadata, prevHash } });
  // One-shot SHA-256 of prevHash followed by the body (what two updates of one hash would give), without a Hash object:
  // an audit hashes every wallet event of the log.
  return hash('sha256', prevHash + body, 'hex');
};

/** Adds prevHash/hash to events about to be appended after `previous` (undefined for a new stream). */
export const chainEvents = (previous: RecordedEvent | undefined, events: readonly NewEvent[]): NewEvent[] => {
  let prevHash = previous ? String(previous.metadata.hash ?? '') : GENESIS_HASH;
  if (previous && !previous.metadata.hash) throw new Error(`Event ${previous.id} has no hash: the chain is broken`);
  return events.map((event) => {
    const metadata = { ...event.metadata, prevHash };
    const hash = hashEvent(prevHash, { ...event, metadata });
    prevHash = hash;
    return { ...event, metadata: { ...metadata, hash } };
  });
};

export type ChainVerdict =
  { valid: true; lastHash: string } | { valid: false; brokenAtRevision: number; reason: string };

export type ChainLinkProblem = { field: 'prevHash' | 'hash'; reason: string };

/** Why one event does not follow `prevHash` (the hash of the event before it, GENESIS_HASH first); null when it does. */
export const chainLinkProblem = (prevHash: string, event: Hashable): ChainLinkProblem | null => {
  if (event.metadata.prevHash !== prevHash)
    return { field: 'prevHash', reason: 'prevHash does not match the previous hash' };
  if (hashEvent(prevHash, event) !== event.metadata.hash)
    return { field: 'hash', reason: 'hash does not match the event content' };
  return null;
};

/** Recomputes the chain of a whole stream read forwards. */
export const verifyChain = (events: readonly RecordedEvent[]): ChainVerdict => {
  let prevHash = GENESIS_HASH;
  for (const event of events) {
    const problem = chainLinkProblem(prevHash, event);
    if (problem !== null) return { valid: false, brokenAtRevision: event.revision, reason: problem.reason };
    prevHash = String(event.metadata.hash);
  }
  return { valid: true, lastHash: prevHash };
};
