import { ruleBroken, type DomainError } from '../shared/domain-error.js';
import { marketKey, type LegRequest } from './bet-leg.js';
import { BET_MESSAGES } from './bet-errors.js';
import type { BetMode } from './validate-slip.js';

const hasDuplicate = (keys: readonly string[]) => new Set(keys).size !== keys.length;

/**
 * Which legs may go together in one request. A parlay's legs must be on different markets: two legs on one market
 * are either the same selection twice or opposite sides (a parlay that cannot win), and both would price a
 * correlation the book does not. Separate markets of one game (moneyline and first-half spread) are allowed.
 * Singles may back both sides of a market, each is its own bet, but the same selection twice is a slip glitch.
 */
export function legCompositionError(betMode: BetMode, legs: readonly LegRequest[]): DomainError | undefined {
  if (betMode === 'parlay') {
    return hasDuplicate(legs.map(marketKey)) ? ruleBroken(BET_MESSAGES.parlaySameMarket) : undefined;
  }
  const selections = legs.map((leg) => `${marketKey(leg)}|${leg.selection}`);
  return hasDuplicate(selections) ? ruleBroken(BET_MESSAGES.duplicateSelection) : undefined;
}
