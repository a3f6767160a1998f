export { parseCrapsChoice } from './craps-choice.js';
export type { CrapsChoice, CrapsOutcome, DiceRoll } from './craps-outcome.js';
export { comeOut, crapsOutcome, rollAgain, type CrapsRound, type RollDice } from './craps-table.js';
export { crapsTheory, passWinProbability } from './craps-theory.js';
export { diceFrom, replayCraps } from './replay-craps.js';
export { crapsStep } from './settle-craps.js';
export { crapsRoundFromDice, playCrapsToTheEnd } from './play-to-the-end.js';
