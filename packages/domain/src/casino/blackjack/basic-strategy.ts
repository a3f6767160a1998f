import type { Card } from '../cards/playing-card.js';
import { bestBlackjackMove, type BlackjackMove } from './blackjack-theory.js';

const points = ({ value }: Card) => (value === 11 ? 1 : value);

/**
 * The infinite-deck basic strategy of this table (the best move by exact expectation, see blackjack-theory.ts),
 * for a hand as the round answers it: the player's cards and the dealer's up card.
 */
export function basicStrategy(playerCards: readonly Card[], dealerUp: Card, canDouble: boolean): BlackjackMove {
  return bestBlackjackMove(playerCards.map(points), points(dealerUp), canDouble);
}
