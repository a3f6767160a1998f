import { DIGEST_BYTES, roundDigestInto } from './round-digest.js';
import { assertSeeds, type Seeds } from './seeds.js';

/**
 * A round's floats: each 32-byte digest yields 8 floats in [0, 1), one per 4 bytes b0..b3, as
 * b0/256 + b1/256^2 + b2/256^3 + b3/256^4 (32 bits, exact in a double); float n comes from digest (cursor)
 * floor(n / 8), bytes 4 * (n mod 8) onwards.
 */
export const FLOATS_PER_DIGEST = 8;

export function floatOfDigest(digest: Uint8Array, position: number): number {
  const offset = position * 4;
  // b0/256 + b1/256^2 + b2/256^3 + b3/256^4 is exactly this 32-bit integer over 2^32: every partial sum is a
  // multiple of 2^-32 below 1, which a double holds exactly, so both forms give the same bits (and this is faster).
  const word =
    (digest[offset] ?? 0) * 0x1000000 +
    (digest[offset + 1] ?? 0) * 0x10000 +
    (digest[offset + 2] ?? 0) * 0x100 +
    (digest[offset + 3] ?? 0);
  return word / 0x100000000;
}

/** The `index`-th float of a round (0-based). */
export function floatAt(seeds: Seeds, index: number): number {
  assertSeeds(seeds);
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`Not a float index: ${String(index)}`);
  const digest = new Uint8Array(DIGEST_BYTES);
  roundDigestInto(seeds, Math.floor(index / FLOATS_PER_DIGEST), digest);
  return floatOfDigest(digest, index % FLOATS_PER_DIGEST);
}

/** A source of a round's floats in order; `used` is how many were read (what the round documents). */
export type FloatSource = { next(): number; readonly used: number };

/** Shared by every stream: a digest is read into plain numbers at once (typed arrays per round fed the GC). */
const digestScratch = new Uint8Array(DIGEST_BYTES);

/** Reads a round's floats in order, hashing each digest once. */
export function floatStream(seeds: Seeds): FloatSource {
  assertSeeds(seeds);
  const floats: number[] = [];
  let used = 0;
  return {
    next() {
      const position = used % FLOATS_PER_DIGEST;
      if (position === 0) {
        roundDigestInto(seeds, used / FLOATS_PER_DIGEST, digestScratch);
        for (let index = 0; index < FLOATS_PER_DIGEST; index += 1) floats[index] = floatOfDigest(digestScratch, index);
      }
      used += 1;
      return floats[position] ?? Number.NaN;
    },
    get used() {
      return used;
    },
  };
}
