export { cardAt, cardFromFloat, scoredCard, RANKS, SUITS } from './playing-card.js';
export type { Card, CardRank, CardSuit, PlayingCard } from './playing-card.js';
