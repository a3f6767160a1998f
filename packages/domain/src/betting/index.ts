export {
  DEFAULT_SLIP_STAKE_CENTS,
  MAX_PAYOUT_CENTS,
  MAX_STAKE_CENTS,
  MIN_STAKE_CENTS,
  QUICK_STAKES_CENTS,
  QUICK_STAKES_DOLLARS,
} from './limits.js';
export type { SlipRule } from './slip-messages.js';
export type { BetMode } from './bet-mode.js';
export { validateSlip, type SlipLeg, type SlipToValidate, type SlipVerdict } from './validate-slip.js';
export {
  isLegSide,
  isPropLeg,
  LEG_SIDES,
  marketKey,
  type BetRequest,
  type GameMarketLeg,
  type LegEventInfo,
  type LegRequest,
  type LegSide,
  type PlacedLeg,
  type PricedLeg,
  type PropLeg,
} from './bet-leg.js';
export { BET_MESSAGES, legRefusalError } from './bet-errors.js';
export {
  legCompositionError,
  legCompositionRefusal,
  type ComposedLeg,
  type LegCompositionRefusal,
} from './leg-composition.js';
export { priceLeg, type LegQuote, type LegRefusalReason, type LegToPrice } from './price-leg.js';
export { betCount, decidePlaceBet, type BetPlaced, type PlaceBet } from './place-bet.js';
