import type { Card } from '../cards/playing-card.js';

export type BaccaratChoice = 'player' | 'banker' | 'tie';
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** The contract's TBaccaratOutcome. */
export type BaccaratOutcome = {
  game: 'baccarat';
  choice: BaccaratChoice;
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
};
