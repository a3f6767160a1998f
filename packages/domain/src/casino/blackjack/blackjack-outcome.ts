import type { Card } from '../cards/playing-card.js';

export type BlackjackHandStatus = 'active' | 'blackjack' | 'busted' | 'stood';
export type BlackjackResult = 'blackjack' | 'win' | 'lose' | 'push';

/** The contract's TBlackjackOutcome: while the hand is open the dealer shows only the up card and its value. */
export type BlackjackOutcome = {
  game: 'blackjack';
  playerCards: Card[];
  dealerCards: Card[];
  playerTotal: number;
  dealerTotal: number;
  playerStatus: BlackjackHandStatus;
  dealerStatus: BlackjackHandStatus;
  result: BlackjackResult | null;
};
