import { scoredCard, type Card, type PlayingCard } from '../cards/playing-card.js';

/** Blackjack points of a card as the table shows it: faces 10, an ace 11 (counted as 1 when 11 would bust). */
export function blackjackCard(card: PlayingCard): Card {
  const { rank } = card;
  if (rank === 'A') return scoredCard(card, 11);
  if (rank === 'J' || rank === 'Q' || rank === 'K') return scoredCard(card, 10);
  return scoredCard(card, Number(rank));
}

/** The best total: every ace counts 11 until that would bust, then 1. */
export function handTotal(cards: readonly Card[]): number {
  let total = 0;
  let elevens = 0;
  for (const { value } of cards) {
    total += value;
    if (value === 11) elevens += 1;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens -= 1;
  }
  return total;
}

/** Soft: an ace still counts 11 (a hit cannot bust it). */
export function isSoft(cards: readonly Card[]): boolean {
  const hard = cards.reduce((sum, { value }) => sum + (value === 11 ? 1 : value), 0);
  return cards.some(({ value }) => value === 11) && hard + 10 <= 21;
}

/** A two-card 21 dealt at the start. */
export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards) === 21;
