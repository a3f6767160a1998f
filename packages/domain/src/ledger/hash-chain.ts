import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../shared/canonical-json.js';

/**
 * The wallet ledger's tamper evidence, pure so the audit command line and the browser's Audit page check a chain
 * with the same function: each event's `hash` is SHA-256 over the previous event's hash followed by the canonical
 * JSON of this event (type, data, metadata without `hash`, with `prevHash`). Editing, removing or reordering any
 * event breaks every hash after it.
 *
 * The SHA-256 is a parameter: @noble/hashes (pure JavaScript, the default) in the browser, Node's native one on the
 * servers and in the CLI, where it is several times faster; both give the same digest (hash-chain.unit.spec.ts).
 */
export const GENESIS_HASH = '0'.repeat(64);

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export type Sha256Hex = (text: string) => string;

export const sha256Hex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));

/** What the chain covers of an event; `revision` only locates a break. */
export type ChainedEvent = {
  type: string;
  data: unknown;
  metadata: { prevHash?: unknown; hash?: unknown; [key: string]: unknown };
};

export type ChainVerdict =
  { valid: true; lastHash: string } | { valid: false; brokenAtRevision: number; reason: string };

export type ChainLinkProblem = { field: 'prevHash' | 'hash'; reason: string };

export const hashChainedEvent = (prevHash: string, event: ChainedEvent, digest: Sha256Hex = sha256Hex): string => {
  const { hash: _ignored, ...metadata } = event.metadata;
  return digest(prevHash + canonicalJson({ type: event.type, data: event.data, metadata: { ...metadata, prevHash } }));
};

/** Why one event does not follow `prevHash` (the hash of the event before it, GENESIS_HASH first); null when it does. */
export const chainLinkProblem = (
  prevHash: string,
  event: ChainedEvent,
  digest: Sha256Hex = sha256Hex,
): ChainLinkProblem | null => {
  if (event.metadata.prevHash !== prevHash)
    return { field: 'prevHash', reason: 'prevHash does not match the previous hash' };
  if (hashChainedEvent(prevHash, event, digest) !== event.metadata.hash)
    return { field: 'hash', reason: 'hash does not match the event content' };
  return null;
};

/** Recomputes the chain of a whole stream read forwards; a break names the revision where it is. */
export const verifyHashChain = (
  events: readonly (ChainedEvent & { revision: number })[],
  digest: Sha256Hex = sha256Hex,
): ChainVerdict => {
  let prevHash = GENESIS_HASH;
  for (const event of events) {
    const problem = chainLinkProblem(prevHash, event, digest);
    if (problem !== null) return { valid: false, brokenAtRevision: event.revision, reason: problem.reason };
    prevHash = String(event.metadata.hash);
  }
  return { valid: true, lastHash: prevHash };
};
