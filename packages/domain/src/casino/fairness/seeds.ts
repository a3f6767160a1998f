import { invalid } from '../../shared/domain-error.js';

/**
 * What a round's randomness is a function of: the secret server seed (hex, revealed when the pair rotates), the
 * player's client seed and the nonce that counts the player's rounds under this pair.
 */
export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

export function assertSeeds({ serverSeed, clientSeed, nonce }: Seeds): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) throw invalid('The server seed is missing');
  if (typeof clientSeed !== 'string') throw invalid('The client seed must be text');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw invalid('The nonce must be a whole number from 0');
}
