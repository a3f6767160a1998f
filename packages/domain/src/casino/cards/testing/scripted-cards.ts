import type { CardRank, PlayingCard } from '../playing-card.js';

/**
 * A shoe that deals exactly these ranks in order (suits cycle, since no rule reads them) and fails the spec if
 * the engine asks for one card more than the situation needs.
 */
export function scriptedCards(...ranks: CardRank[]): () => PlayingCard {
  const suits = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
  let dealt = 0;
  return () => {
    const rank = ranks[dealt];
    if (rank === undefined)
      throw new Error(`The engine drew card ${dealt + 1}, but the spec dealt only ${ranks.length}`);
    const card = { rank, suit: suits[dealt % suits.length] ?? 'spades' };
    dealt += 1;
    return card;
  };
}
