import { conflict, ERROR_CODES, invalid, notFound, ruleBroken, type DomainError } from '../shared/domain-error.js';
import type { LegRequest } from './bet-leg.js';
import type { LegRefusalReason } from './price-leg.js';

/**
 * Texts of the refusals that are about the bet rather than the slip's limits (those are SLIP_MESSAGES). The client
 * shows them in the 'Bet Denied' dialog as they are.
 */
export const BET_MESSAGES = {
  oddsChanged: 'Odds have changed',
  gameNotFound: 'Game not found',
  gameClosed: 'This game is no longer open for betting',
  bettingClosed: 'Betting has closed for this game',
  marketUnavailable: 'This market is no longer available',
  invalidSelection: 'Invalid selection',
  noDraw: "This market has no Draw: only a three-way moneyline (soccer's) can be backed on a draw",
  parlaySameMarket: 'Parlay legs must be on different markets',
  duplicateSelection: 'This selection is already on your bet slip',
} as const;

/** Which leg was refused, so the client can point at it on the slip. */
const legRef = ({ eventId, marketType, selection, propId }: LegRequest) =>
  propId === undefined ? { eventId, marketType, selection } : { eventId, marketType, selection, propId };

/**
 * The DomainError for a leg the server will not price. A closed game is a business rule (422); a withdrawn
 * market is a state change the client can recover from by refreshing its board (409).
 */
export function legRefusalError(reason: LegRefusalReason, leg: LegRequest): DomainError {
  const details = { legs: [legRef(leg)] };
  switch (reason) {
    case 'game_not_found':
      return notFound(BET_MESSAGES.gameNotFound, { code: ERROR_CODES.gameNotFound });
    case 'game_closed':
      return ruleBroken(BET_MESSAGES.gameClosed, { details, code: ERROR_CODES.gameClosed });
    case 'betting_closed':
      return ruleBroken(BET_MESSAGES.bettingClosed, { details, code: ERROR_CODES.bettingClosed });
    case 'market_unavailable':
      return conflict(BET_MESSAGES.marketUnavailable, { details, code: ERROR_CODES.marketUnavailable });
    case 'invalid_selection':
      return invalid(BET_MESSAGES.invalidSelection, { details });
    case 'no_draw':
      return invalid(BET_MESSAGES.noDraw, { details });
  }
}
