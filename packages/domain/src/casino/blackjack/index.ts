export { basicStrategy } from './basic-strategy.js';
export {
  actOnBlackjack,
  allowedBlackjackActions,
  dealBlackjack,
  type BlackjackHand,
  type DrawCard,
} from './blackjack-hand.js';
export type { BlackjackHandStatus, BlackjackOutcome, BlackjackResult } from './blackjack-outcome.js';
export { blackjackCard, handTotal, isBlackjack, isSoft } from './blackjack-points.js';
export { bestBlackjackMove, blackjackTheory, type BlackjackMove, type BlackjackTheory } from './blackjack-theory.js';
export { cardsFrom, replayBlackjack } from './replay-blackjack.js';
export { blackjackStep } from './settle-blackjack.js';
export { playBasicStrategy } from './play-basic-strategy.js';
