export { parseBaccaratChoice } from './baccarat-choice.js';
export type { BaccaratChoice, BaccaratOutcome, BaccaratWinner } from './baccarat-outcome.js';
export { baccaratCard, baccaratTotal } from './baccarat-points.js';
export { baccaratTheory, baccaratWinnerProbabilities } from './baccarat-theory.js';
export { dealBaccarat, type BaccaratCoup } from './deal-baccarat.js';
export { replayBaccarat } from './replay-baccarat.js';
export { baccaratWinnings, settleBaccarat } from './settle-baccarat.js';
export { bankerDraws, isNatural, playerDraws } from './third-card-rules.js';
