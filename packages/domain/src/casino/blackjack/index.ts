export {
  actOnBlackjack,
  allowedBlackjackActions,
  dealBlackjack,
  type BlackjackHand,
  type DrawCard,
} from './blackjack-hand.js';
export type { BlackjackHandStatus, BlackjackOutcome, BlackjackResult } from './blackjack-outcome.js';
export { blackjackCard, handTotal, isBlackjack, isSoft } from './blackjack-points.js';
export { cardsFrom, replayBlackjack } from './replay-blackjack.js';
export { blackjackStep } from './settle-blackjack.js';
