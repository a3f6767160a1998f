/**
 * The casino's pure engines and their provably fair draw: one replay (playRound) for the server, the tests and
 * the browser. See README.md for the scheme, each game's float order, the pay tables and the RTP figures.
 */
export * from './round/index.js';
export { floatAt, serverSeedHash, type Seeds } from './fairness/index.js';
export type { Card, CardRank, CardSuit } from './cards/index.js';
export type { RouletteBetType, RouletteOutcome, PocketColour } from './roulette/index.js';
export type { BlackjackHandStatus, BlackjackOutcome, BlackjackResult } from './blackjack/blackjack-outcome.js';
export type { SlotSymbol, SlotsOutcome } from './slots/slots-outcome.js';
export type { BaccaratChoice, BaccaratOutcome, BaccaratWinner } from './baccarat/baccarat-outcome.js';
export type { CrapsChoice, CrapsOutcome, DiceRoll } from './craps/craps-outcome.js';
