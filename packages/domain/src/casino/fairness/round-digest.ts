import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Seeds } from './seeds.js';

/**
 * Digest `cursor` of a round: HMAC-SHA256(key = the server seed's hex text as UTF-8, message =
 * `${clientSeed}:${nonce}:${cursor}`), the scheme the common third-party verifiers use. @noble/hashes is pure
 * synchronous JS, so the same code runs on the server and in the browser.
 *
 * Speed matters (the RTP benchmark hashes tens of millions of rounds) and allocation was its bottleneck, so the
 * keyed state is kept for the last server seed (a player plays many rounds under one seed; keying costs as much as
 * the digest), copied into a scratch instance per digest, and short messages are encoded into a scratch buffer.
 * Everything here runs synchronously, so the shared scratch state cannot interleave.
 */
export const DIGEST_BYTES = 32;

type Hmac = _HMAC<ReturnType<typeof sha256.create>>;
let keyed: { serverSeed: string; key: Hmac; scratch: Hmac } | null = null;
const encoder = new TextEncoder();
const messageScratch = new Uint8Array(256);

function keyedWith(serverSeed: string) {
  if (keyed?.serverSeed !== serverSeed) {
    const key: Hmac = hmac.create(sha256, utf8ToBytes(serverSeed));
    keyed = { serverSeed, key, scratch: key.clone() };
  }
  return keyed;
}

function encodeMessage(message: string): Uint8Array {
  const { read, written } = encoder.encodeInto(message, messageScratch);
  return read === message.length ? messageScratch.subarray(0, written) : utf8ToBytes(message);
}

/** Writes the digest into `out` (32 bytes). */
export function roundDigestInto({ serverSeed, clientSeed, nonce }: Seeds, cursor: number, out: Uint8Array): void {
  const { key, scratch } = keyedWith(serverSeed);
  key
    ._cloneInto(scratch)
    .update(encodeMessage(`${clientSeed}:${nonce}:${cursor}`))
    .digestInto(out);
}

export function roundDigest(seeds: Seeds, cursor: number): Uint8Array {
  const digest = new Uint8Array(DIGEST_BYTES);
  roundDigestInto(seeds, cursor, digest);
  return digest;
}
