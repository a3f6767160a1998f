import type { CasinoWalletState } from '../casino-wallet/casino-wallet-state.js';
import type { SaferGamblingState } from '../safer-gambling/safer-gambling-state.js';
import type { BetBook } from './bet-book.js';

export type WalletState = {
  startingBalanceCredited: boolean;
  closed: boolean;
  cashCents: number;
  freePlayCents: number;
  /** Every bet by id (bet-book.ts: betOf, betsOf); a persistent map so that folding the stream stays linear. */
  bets: BetBook;
  /** Seed pair and rounds in play (casino-wallet/). */
  casino: CasinoWalletState;
  /** Limits, time-out, self-exclusion and recent play (safer-gambling/). */
  saferGambling: SaferGamblingState;
};
