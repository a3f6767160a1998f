import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { assertSeeds, type Seeds } from './seeds.js';

/**
 * The draw the common third-party verifiers use, so a player can check a round without trusting our code:
 * digest `cursor` = HMAC-SHA256(key = the server seed's hex text as UTF-8, message = `client:nonce:cursor`);
 * each 32-byte digest yields 8 floats in [0, 1), one per 4 bytes, b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 * @noble/hashes is pure synchronous JS, so the same code replays rounds on the server and in the browser.
 */
export const FLOATS_PER_DIGEST = 8;

export function roundDigest({ serverSeed, clientSeed, nonce }: Seeds, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/** Float `position` (0..7) of a digest; four bytes give 32 bits, all exactly representable in a double. */
export function floatOfDigest(digest: Uint8Array, position: number): number {
  const offset = position * 4;
  let float = 0;
  for (let byte = 0; byte < 4; byte += 1) {
    float += (digest[offset + byte] ?? 0) / 256 ** (byte + 1);
  }
  return float;
}

/** The `index`-th float of a round (0-based): digest floor(index / 8), position index mod 8. */
export function floatAt(seeds: Seeds, index: number): number {
  assertSeeds(seeds);
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`Not a float index: ${String(index)}`);
  return floatOfDigest(roundDigest(seeds, Math.floor(index / FLOATS_PER_DIGEST)), index % FLOATS_PER_DIGEST);
}

/** A source of a round's floats in order; `used` is how many were read (what the round documents). */
export type FloatSource = { next(): number; readonly used: number };

/** Reads a round's floats in order, hashing each digest once. */
export function floatStream(seeds: Seeds): FloatSource {
  assertSeeds(seeds);
  let used = 0;
  let digest: Uint8Array | null = null;
  return {
    next() {
      const position = used % FLOATS_PER_DIGEST;
      if (position === 0 || digest === null) digest = roundDigest(seeds, Math.floor(used / FLOATS_PER_DIGEST));
      used += 1;
      return floatOfDigest(digest, position);
    },
    get used() {
      return used;
    },
  };
}
