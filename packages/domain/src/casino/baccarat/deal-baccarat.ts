import type { Card, PlayingCard } from '../cards/playing-card.js';
import type { BaccaratWinner } from './baccarat-outcome.js';
import { baccaratCard, baccaratTotal } from './baccarat-points.js';
import { bankerDraws, isNatural, playerDraws } from './third-card-rules.js';

export type BaccaratCoup = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
};

/**
 * Cards in order: player, banker, player, banker, then the player's third card if drawn, then the banker's.
 */
export function dealBaccarat(draw: () => PlayingCard): BaccaratCoup {
  const [player1, banker1, player2, banker2] = [draw(), draw(), draw(), draw()].map(baccaratCard);
  const playerCards = [player1, player2] as Card[];
  const bankerCards = [banker1, banker2] as Card[];
  const natural = isNatural(baccaratTotal(playerCards)) || isNatural(baccaratTotal(bankerCards));
  if (!natural) {
    let playerThirdCard: number | null = null;
    if (playerDraws(baccaratTotal(playerCards))) {
      const third = baccaratCard(draw());
      playerCards.push(third);
      playerThirdCard = third.value;
    }
    if (bankerDraws(baccaratTotal(bankerCards), playerThirdCard)) bankerCards.push(baccaratCard(draw()));
  }
  const playerTotal = baccaratTotal(playerCards);
  const bankerTotal = baccaratTotal(bankerCards);
  const winner: BaccaratWinner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return { playerCards, bankerCards, playerTotal, bankerTotal, winner };
}
