import { hash } from 'node:crypto';
import { canonicalJson } from '@sb/domain';
import type { NewEvent } from '../event-store/event-store.js';

/**
 * How a hash-chained (wallet) event's data and metadata are stored as JSON text, so an audit can hash the stored
 * text instead of serialising the parsed event again.
 *
 * The chain hashes `prevHash + canonicalJson({ type, data, metadata })` (metadata with prevHash, without hash:
 * @sb/domain's ledger/hash-chain.ts). Sorted keys put that text together as
 * `{"data":<D>,"metadata":<M>,"type":<T>}` with D and M the canonical JSON of the data and of the hashed metadata,
 * and T the type as a JSON string. A chained event is stored as D, and as M with `,"hash":"<hash>"` added as its
 * last member. Any other event, or a chained one without data, is stored as JSON.stringify writes it.
 *
 * Reading it back, `storedTextHashesTo` rebuilds the hashed text from the two columns (D as it is, M by cutting the
 * hash member off the end) and compares its SHA-256 with the stored hash. A match proves the columns are exactly
 * the text the writer hashed, so the parsed event is the hashed event and the chain link holds; no match proves
 * nothing (a log written before this format, a text reformatted but equal in content, or a tampered one), and the
 * caller checks the parsed event the usual way (canonicalJson, chainLinkProblem).
 *
 * Why a match cannot hide an edit: SHA-256 being collision resistant, a match means the rebuilt text equals the
 * hashed one, `{"data":D0,"metadata":M0,"type":T0}`. The data column parses as JSON and starts with `{`, and a
 * JSON object text ends where its braces close, so D = D0; the metadata column parses and ends with the hash
 * member, so what precedes it is a whole object too and M = M0; then the type's JSON string is the rest, T = T0.
 * D0 and M0 are canonical JSON of the hashed event (M0 without any `hash` member), so parsing them gives back its
 * content: exactly what canonicalJson would have found, had the caller serialised the parsed event.
 */

const OPEN_BRACE = 0x7b;

const hashMember = (eventHash: string) => `,"hash":${JSON.stringify(eventHash)}}`;
/** A stored hash is SHA-256 as lowercase hex: its member is `,"hash":"` + 64 digits + `"}`, nothing to escape. */
const HASH_LENGTH = 64;
const HASH_MEMBER_START = ',"hash":"';
const HASH_MEMBER_LENGTH = HASH_MEMBER_START.length + HASH_LENGTH + 2;
/** `"prevHash":"<64 hex digits>"`, as JSON.stringify writes the member: its start and its length. */
const PREV_HASH_MEMBER = '"prevHash":"';
const PREV_HASH_MEMBER_LENGTH = PREV_HASH_MEMBER.length + HASH_LENGTH + 1;

/** The data and metadata columns of an event about to be appended (see above). */
export function storedEventJson(event: NewEvent): { data: string; metadata: string } {
  const { hash: eventHash, ...hashed } = event.metadata;
  const plain = typeof eventHash !== 'string' || event.data === undefined || event.data === null;
  if (plain) return { data: JSON.stringify(event.data ?? null), metadata: JSON.stringify(event.metadata) };
  const metadata = canonicalJson(hashed);
  return {
    data: canonicalJson(event.data),
    metadata:
      metadata === '{}' ? `{"hash":${JSON.stringify(eventHash)}}` : metadata.slice(0, -1) + hashMember(eventHash),
  };
}

/**
 * Whether an event's stored data and metadata columns (texts JSON.parse accepted: the event's own) are exactly the
 * text its hash covers after `prevHash`, and hash to `eventHash` (the parsed metadata's hash). False says nothing
 * either way: the caller then checks the parsed event.
 */
export function storedTextHashesTo(
  prevHash: string,
  type: string,
  data: string,
  metadata: string,
  eventHash: unknown,
): boolean {
  // Only a 64-character hash can equal a SHA-256 digest; its member is then exactly HASH_MEMBER_LENGTH long.
  if (typeof eventHash !== 'string' || eventHash.length !== HASH_LENGTH) return false;
  if (data.charCodeAt(0) !== OPEN_BRACE || metadata.charCodeAt(0) !== OPEN_BRACE) return false;
  const cut = metadata.length - HASH_MEMBER_LENGTH;
  const endsWithHash =
    metadata.startsWith(HASH_MEMBER_START, cut) &&
    metadata.startsWith(eventHash, cut + HASH_MEMBER_START.length) &&
    metadata.endsWith('"}');
  if (!endsWithHash) return false;
  // The format before (JSON.stringify of the chained metadata) put prevHash right before the hash, where canonical
  // order puts schema: such a text is not the hashed one, and is told apart without hashing it.
  if (metadata.startsWith(PREV_HASH_MEMBER, cut - PREV_HASH_MEMBER_LENGTH)) return false;
  const hashedMetadata = `${metadata.slice(0, cut)}}`;
  const text = `${prevHash}{"data":${data},"metadata":${hashedMetadata},"type":${JSON.stringify(type)}}`;
  return hash('sha256', text, 'hex') === eventHash;
}
