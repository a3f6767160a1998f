import type { CasinoRoundRecord } from '@sb/domain';

/**
 * `casino_players`: per player, the cash balance as the wallet's events move it (each round shows the balance
 * after its step) and the current seed pair as the player may see it: the hash, never the unrevealed seed.
 */
export type CasinoPlayerDocument = {
  id: string;
  cashCents: number;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
};

/**
 * `casino_rounds`: one document per round (id = roundId). `serverSeed` stays null until the pair it was drawn
 * from is rotated; `sequence` is the log position of its start (newest first without ties).
 */
export type CasinoRoundDocument = CasinoRoundRecord & {
  id: string;
  userId: string;
  serverSeed: string | null;
  /** The cash balance after the round's last step. */
  cashAfterCents: number;
  sequence: number;
};

export const CASINO_PLAYERS = 'casino_players';
export const CASINO_ROUNDS = 'casino_rounds';
