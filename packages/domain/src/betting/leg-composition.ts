import { ruleBroken, type DomainError } from '../shared/domain-error.js';
import { marketKey, type LegRequest } from './bet-leg.js';
import { BET_MESSAGES } from './bet-errors.js';
import type { BetMode } from './bet-mode.js';

/** What the composition rule looks at: which market a leg is on and which side it backs. */
export type ComposedLeg = Pick<LegRequest, 'eventId' | 'marketType' | 'selection'> & { propId?: string | undefined };

/** Why legs cannot go together; a key of BET_MESSAGES, so the slip and the server say the same words. */
export type LegCompositionRefusal = 'parlaySameMarket' | 'duplicateSelection';

const hasDuplicate = (keys: readonly string[]) => new Set(keys).size !== keys.length;

/**
 * Which legs may go together in one request: the one rule, run by the server before it prices a bet and by the
 * slip as the player picks (it refuses the pick). A parlay's legs must be on different markets: two legs on one
 * market are either the same selection twice or opposite sides (a parlay that cannot win, such as both sides of a
 * spread or Over and Under of one prop), and both would price a correlation the book does not. Separate markets of
 * one game (moneyline and first-half spread) are allowed. Singles may back both sides of a market, each is its own
 * bet, but the same selection twice is a slip glitch.
 */
export function legCompositionRefusal(
  betMode: BetMode,
  legs: readonly ComposedLeg[],
): LegCompositionRefusal | undefined {
  if (betMode === 'parlay') return hasDuplicate(legs.map(marketKey)) ? 'parlaySameMarket' : undefined;
  const selections = legs.map((leg) => `${marketKey(leg)}|${leg.selection}`);
  return hasDuplicate(selections) ? 'duplicateSelection' : undefined;
}

/** The server's form of legCompositionRefusal: a 422 with the refusal's text. */
export function legCompositionError(betMode: BetMode, legs: readonly ComposedLeg[]): DomainError | undefined {
  const refusal = legCompositionRefusal(betMode, legs);
  return refusal === undefined ? undefined : ruleBroken(BET_MESSAGES[refusal]);
}
