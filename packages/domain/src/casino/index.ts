/**
 * The casino's pure engines and their provably fair draw: one replay (playRound) for the server, the tests and
 * the browser. See README.md for the scheme, each game's float order, the pay tables and the RTP figures.
 * The public surface is the replay, the validation, the fairness functions, the outcome types (field for field
 * the contract's), and each game's exact theory (RTP, blackjack basic strategy) for the benchmark and the UI.
 */
export * from './round/index.js';
export { floatAt, serverSeedHash, type Seeds } from './fairness/index.js';
export type { Card, CardRank, CardSuit } from './cards/index.js';
export { rouletteTheory, type PocketColour, type RouletteBetType, type RouletteOutcome } from './roulette/index.js';
export {
  basicStrategy,
  blackjackTheory,
  playBasicStrategy,
  type BlackjackHandStatus,
  type BlackjackMove,
  type BlackjackOutcome,
  type BlackjackResult,
  type BlackjackTheory,
} from './blackjack/index.js';
export { REEL_STRIP, slotsTheory, type SlotSymbol, type SlotsOutcome, type SlotsTheory } from './slots/index.js';
export {
  baccaratTheory,
  baccaratWinnerProbabilities,
  settleBaccarat,
  type BaccaratChoice,
  type BaccaratOutcome,
  type BaccaratWinner,
} from './baccarat/index.js';
export {
  crapsRoundFromDice,
  crapsTheory,
  playCrapsToTheEnd,
  type CrapsChoice,
  type CrapsOutcome,
  type DiceRoll,
} from './craps/index.js';
