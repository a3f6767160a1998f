import { cardIndex } from '../fairness/draws.js';

export type CardSuit = 'diamonds' | 'hearts' | 'spades' | 'clubs';
export type CardRank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** A card as drawn, before a game gives it points. */
export type PlayingCard = { rank: CardRank; suit: CardSuit };

/** Spec section 3 "Casino card" (the contract's TCard): `value` is the card's points in its game. */
export type Card = PlayingCard & { value: number; displayValue: string };

/** The verifiers' order: index = rank * 4 + suit, ranks 2..A, within a rank diamonds, hearts, spades, clubs. */
export const RANKS: readonly CardRank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
export const SUITS: readonly CardSuit[] = ['diamonds', 'hearts', 'spades', 'clubs'];

export function cardAt(index: number): PlayingCard {
  const rank = RANKS[Math.floor(index / SUITS.length)];
  const suit = SUITS[index % SUITS.length];
  if (rank === undefined || suit === undefined) throw new RangeError(`Not a card index: ${index}`);
  return { rank, suit };
}

export const cardFromFloat = (float: number): PlayingCard => cardAt(cardIndex(float));

/**
 * A game's view of a card: its points there, and the rank as the table shows it. Fields listed one by one: a spread
 * here was a quarter of the RTP benchmark's time.
 */
export const scoredCard = ({ rank, suit }: PlayingCard, value: number): Card => ({
  rank,
  suit,
  value,
  displayValue: rank,
});
