import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The commitment shown before play: SHA-256 of the server seed's hex text (the same bytes the HMAC uses as its
 * key), as lowercase hex. Once the seed is revealed, anyone can check it against this hash.
 */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}
