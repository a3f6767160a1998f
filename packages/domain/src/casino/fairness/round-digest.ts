import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Seeds } from './seeds.js';

/**
 * Digest `cursor` of a round: HMAC-SHA256(key = the server seed's hex text as UTF-8, message =
 * `${clientSeed}:${nonce}:${cursor}`), the scheme the common third-party verifiers use. @noble/hashes is pure
 * synchronous JS, so the same code runs on the server and in the browser.
 *
 * Speed matters (the RTP benchmark hashes tens of millions of rounds, an audit replays every round of every player
 * in the order of the log) and allocation was its bottleneck, so the keyed state of each recent server seed is kept
 * (keying costs as much as the digest: ~4.5 µs again for every event of another player when only the last seed was
 * kept), copied into one scratch instance per digest, and short messages are encoded into a scratch buffer.
 * Everything here runs synchronously, so the shared scratch state cannot interleave. Node's createHmac was measured
 * slower for these 20-byte messages (~2.9 µs a digest against ~2.3 µs with the keyed state kept), so the server and
 * the CLI use this code too.
 */
export const DIGEST_BYTES = 32;

type Hmac = _HMAC<ReturnType<typeof sha256.create>>;
/**
 * Keyed states kept, the first keyed dropped first (~0.5 KB each, so at most ~8 MB): more than the players of a
 * large log (an audit cycling over more seeds than are kept would key every digest again).
 */
const KEYED_KEPT = 16_384;
const keyedStates = new Map<string, Hmac>();
let scratch: Hmac | null = null;
const encoder = new TextEncoder();
const messageScratch = new Uint8Array(256);

function keyedWith(serverSeed: string): Hmac {
  let key = keyedStates.get(serverSeed);
  if (key === undefined) {
    key = hmac.create(sha256, utf8ToBytes(serverSeed));
    if (keyedStates.size >= KEYED_KEPT) keyedStates.delete(keyedStates.keys().next().value as string);
    keyedStates.set(serverSeed, key);
  }
  return key;
}

function encodeMessage(message: string): Uint8Array {
  const { read, written } = encoder.encodeInto(message, messageScratch);
  return read === message.length ? messageScratch.subarray(0, written) : utf8ToBytes(message);
}

/** Writes the digest into `out` (32 bytes). */
export function roundDigestInto({ serverSeed, clientSeed, nonce }: Seeds, cursor: number, out: Uint8Array): void {
  const key = keyedWith(serverSeed);
  key
    ._cloneInto((scratch ??= key.clone()))
    .update(encodeMessage(`${clientSeed}:${nonce}:${cursor}`))
    .digestInto(out);
}

export function roundDigest(seeds: Seeds, cursor: number): Uint8Array {
  const digest = new Uint8Array(DIGEST_BYTES);
  roundDigestInto(seeds, cursor, digest);
  return digest;
}
