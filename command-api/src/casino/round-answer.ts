import { roundInDollars, type CasinoGame, type WalletState } from '@sb/domain';
import type { TCasinoRound } from '@sb/contracts';

/** The round a command just moved: still in play, or the game's round that just ended (its seed not revealed). */
export const roundAfterCommand = (state: WalletState, game: CasinoGame): TCasinoRound => {
  const round = state.casino.open[game] ?? state.casino.lastEnded[game];
  if (!round) throw new Error(`No ${game} round after a ${game} command`);
  return roundInDollars(round, state.cashCents, null);
};
