import { SLIP_MESSAGES } from '../betting/slip-messages.js';
import type { CasinoGame } from '../casino/index.js';

/**
 * What a player reads when a casino command is refused. The engines own the messages about a bet itself (chips,
 * bet types, choices, actions out of turn); these are the wallet's: money, seeds and which round is in play.
 */
export const CASINO_MESSAGES = {
  freePlayRefused: 'Casino games use your cash balance; free play is only for sports bets',
  /** The sportsbook's wording (spec section 5), one text for one rule. */
  insufficientBalance: SLIP_MESSAGES.insufficientBalance,
  roundFinished: 'This round is already finished',
  roundNotFound: 'Round not found',
  clientSeedFormat: 'Client seed must be 1 to 64 printable characters',
  noSeedPairToRotate: 'There is no seed pair to rotate yet',
  rotateWithOpenRound: 'Finish your open rounds before rotating the seed pair',
} as const;

/** Starting a round while the same game already has one in play. */
export const ROUND_IN_PLAY: Record<CasinoGame, string> = {
  blackjack: 'Finish your blackjack hand before dealing a new one',
  craps: 'A point is established: roll again without a new bet',
  roulette: 'Finish your roulette round first',
  slots: 'Finish your slots round first',
  baccarat: 'Finish your baccarat round first',
};

/** An action (hit, stand, double, roll) with no round of that game in play. */
export const NO_ROUND_IN_PLAY: Record<CasinoGame, string> = {
  blackjack: 'No blackjack hand in play: deal first',
  craps: "No point is established: place a bet and choose Pass Line or Don't Pass",
  roulette: 'No roulette round in play',
  slots: 'No slots round in play',
  baccarat: 'No baccarat round in play',
};
