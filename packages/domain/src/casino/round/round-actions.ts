import { invalid, ruleBroken } from '../../shared/domain-error.js';
import type { CasinoAction, CasinoGame } from './casino-round.js';

const GAME_NAMES: Record<CasinoGame, string> = {
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  slots: 'Slots',
  baccarat: 'Baccarat',
  craps: 'Craps',
};

export const roundIsOver = () => ruleBroken('This round is over: place a new bet to play again');

export const notAnActionOf = (game: CasinoGame, action: string) =>
  invalid(`${GAME_NAMES[game]} has no '${action}' action`);

/** Roulette, slots and baccarat are decided by the bet alone: any action after it comes too late. */
export function refuseActionsAfterOneShot(actions: readonly CasinoAction[]): void {
  if (actions.length > 0) throw roundIsOver();
}
