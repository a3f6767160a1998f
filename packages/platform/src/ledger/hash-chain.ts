import { hash } from 'node:crypto';
import {
  chainLinkProblem as chainLinkProblemWith,
  GENESIS_HASH,
  hashChainedEvent,
  verifyHashChain,
  type ChainLinkProblem,
  type ChainVerdict,
  type Sha256Hex,
} from '@sb/domain';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store/event-store.js';

/**
 * The wallet ledger's hash chain (see @sb/domain's ledger/hash-chain.ts, the one definition the browser's Audit page
 * uses too) with Node's native SHA-256: the servers hash every wallet event they append, an audit every one it reads.
 */
export { GENESIS_HASH, type ChainLinkProblem, type ChainVerdict };

// One-shot SHA-256 without a Hash object.
const nativeSha256Hex: Sha256Hex = (text) => hash('sha256', text, 'hex');

type Hashable = { type: string; data: unknown; metadata: EventMetadata };

export const hashEvent = (prevHash: string, event: Hashable): string =>
  hashChainedEvent(prevHash, event, nativeSha256Hex);

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

/** Why one event does not follow `prevHash` (the hash of the event before it, GENESIS_HASH first); null when it does. */
export const chainLinkProblem = (prevHash: string, event: Hashable): ChainLinkProblem | null =>
  chainLinkProblemWith(prevHash, event, nativeSha256Hex);

/** Recomputes the chain of a whole stream read forwards. */
export const verifyChain = (events: readonly RecordedEvent[]): ChainVerdict => verifyHashChain(events, nativeSha256Hex);
