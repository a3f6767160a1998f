import type { SlotSymbol } from './slots-outcome.js';

/**
 * Spec section 9, as total return on the stake (the contract's payout includes the stake): three sevens 50x,
 * three diamonds 20x, any other three of a kind 10x, two of a kind (any two of the three reels) 2x, else 0.
 */
export function slotsMultiplier([first, second, third]: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): number {
  if (first === second && second === third) {
    if (first === 'seven') return 50;
    return first === 'diamond' ? 20 : 10;
  }
  return first === second || second === third || first === third ? 2 : 0;
}
