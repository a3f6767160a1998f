import { scoredCard, type Card, type PlayingCard } from '../cards/playing-card.js';

/** Baccarat points: an ace 1, 2-9 their pips, tens and faces 0. */
export function baccaratCard(card: PlayingCard): Card {
  const { rank } = card;
  if (rank === 'A') return scoredCard(card, 1);
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return scoredCard(card, 0);
  return scoredCard(card, Number(rank));
}

/** A hand's total is the sum of its points mod 10. */
export const baccaratTotal = (cards: readonly Card[]) => cards.reduce((sum, { value }) => sum + value, 0) % 10;
