import { dieFace } from '../fairness/draws.js';
import type { FloatSource } from '../fairness/float-stream.js';
import type { CasinoAction, RoundStep } from '../round/casino-round.js';
import { parseCrapsChoice } from './craps-choice.js';
import { comeOut, rollAgain, type RollDice } from './craps-table.js';
import { crapsStep } from './settle-craps.js';

/** Two floats per roll (first die, second die), rolls in order: the come-out is floats 0-1, roll k floats 2k, 2k+1. */
export const diceFrom =
  (floats: FloatSource): RollDice =>
  () => [dieFace(floats.next()), dieFace(floats.next())];

export function replayCraps(
  choice: string,
  stakeCents: number,
  actions: readonly CasinoAction[],
  floats: FloatSource,
): RoundStep {
  const bet = parseCrapsChoice(choice);
  const rollDice = diceFrom(floats);
  const round = actions.reduce((current, action) => rollAgain(current, action, rollDice), comeOut(bet, rollDice));
  return crapsStep(stakeCents, round);
}
