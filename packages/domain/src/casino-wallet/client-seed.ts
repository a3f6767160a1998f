import { invalid } from '../shared/domain-error.js';
import { CASINO_MESSAGES } from './casino-messages.js';

// Printable ASCII, space included; the draw's message is `${clientSeed}:${nonce}:${cursor}`, which stays
// unambiguous whatever the seed holds because the last two fields are digits.
const PRINTABLE_1_TO_64 = /^[\x20-\x7e]{1,64}$/;

/** A client seed as a player may choose it: 1 to 64 printable characters, not only spaces. */
export function requireValidClientSeed(clientSeed: string): void {
  if (!PRINTABLE_1_TO_64.test(clientSeed) || clientSeed.trim() === '') throw invalid(CASINO_MESSAGES.clientSeedFormat);
}
