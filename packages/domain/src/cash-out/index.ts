export { legNow, type LegNow } from './leg-now.js';
export {
  DEFAULT_CASH_OUT_MARGIN,
  isMarginBasisPoints,
  marginBasisPoints,
  type MarginBasisPoints,
} from './cash-out-margin.js';
export {
  cashOutOffer,
  NO_OFFER_MESSAGES,
  priceVersionOf,
  type BetToCashOut,
  type CashOutOffer,
  type CashOutQuote,
  type NoOffer,
  type NoOfferReason,
} from './cash-out-offer.js';
export { CASH_OUT_MESSAGES, decideCashOut, type CashOutBet } from './cash-out-bet.js';
export type { BetCashedOut } from './cash-out-events.js';
