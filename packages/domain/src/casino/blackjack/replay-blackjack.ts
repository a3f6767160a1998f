import { cardFromFloat } from '../cards/playing-card.js';
import type { FloatSource } from '../fairness/float-stream.js';
import type { CasinoAction, RoundStep } from '../round/casino-round.js';
import { actOnBlackjack, dealBlackjack, type DrawCard } from './blackjack-hand.js';
import { blackjackStep } from './settle-blackjack.js';

/** Every card is one float, in the order the cards are dealt: player, dealer up, player, dealer hole, the
 * player's hits (or the one double card) in order, then the dealer's draws. */
export const cardsFrom =
  (floats: FloatSource): DrawCard =>
  () =>
    cardFromFloat(floats.next());

export function replayBlackjack(stakeCents: number, actions: readonly CasinoAction[], floats: FloatSource): RoundStep {
  const draw = cardsFrom(floats);
  const hand = actions.reduce(
    (current, action) => actOnBlackjack(current, action, draw),
    dealBlackjack(stakeCents, draw),
  );
  return blackjackStep(hand);
}
