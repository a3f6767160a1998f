export {
  againstLine,
  BET_OUTCOMES,
  isBetOutcome,
  NOTHING,
  type BalanceAmounts,
  type BetClosedAs,
  type BetOutcome,
  type LegOutcome,
} from './outcome.js';
export { judgeMarketLeg, scoreFor, type MarketLegToJudge } from './judge-market-leg.js';
export { judgePropLeg, type PropLegToJudge } from './judge-prop-leg.js';
export { judgeLeg, type LegJudgement, type SettlementGame } from './judge-leg.js';
export { betResult, type BetResult, type BetToSettle } from './bet-result.js';
export { adminPayout, creditFor } from './credits.js';
export type { BetResettled, BetSettled, LegVerdict, SettlementEvent } from './settlement-events.js';
export {
  decideSetBetOutcome,
  decideSettleBet,
  SETTLEMENT_MESSAGES,
  type SetBetOutcome,
  type SettleBet,
} from './settle-bet.js';
