import { floatStream } from '../fairness/float-stream.js';
import type { Seeds } from '../fairness/seeds.js';
import type { CasinoAction, RoundResult } from '../round/casino-round.js';
import type { CrapsChoice } from './craps-outcome.js';
import type { RoundStep } from '../round/casino-round.js';
import { comeOut, rollAgain } from './craps-table.js';
import { diceFrom } from './replay-craps.js';
import { crapsStep } from './settle-craps.js';

/**
 * A whole craps round rolled until it ends, in one pass over the draw (the RTP benchmark's player). It drives the
 * same engine steps playRound replays, so replaying the returned actions through playRound gives the same result.
 */
export function playCrapsToTheEnd(
  choice: CrapsChoice,
  stakeCents: number,
  seeds: Seeds,
): { actions: CasinoAction[]; result: RoundResult } {
  const floats = floatStream(seeds);
  const rollDice = diceFrom(floats);
  const actions: CasinoAction[] = [];
  let round = comeOut(choice, rollDice);
  while (round.result === null) {
    actions.push('roll');
    round = rollAgain(round, 'roll', rollDice);
  }
  return { actions, result: { ...crapsStep(stakeCents, round), floatsUsed: floats.used } };
}

/**
 * The round these dice make for a side (the engine as `(draws) -> result`): the benchmark settles Don't Pass on the
 * very dice it rolled for Pass, so both sides are measured on the same rounds without hashing twice.
 */
export function crapsRoundFromDice(
  choice: CrapsChoice,
  stakeCents: number,
  dice: readonly [number, number][],
): RoundStep {
  let next = 0;
  const rollDice = (): [number, number] => {
    const roll = dice[next];
    if (roll === undefined) throw new RangeError('The dice ran out before the round ended');
    next += 1;
    return roll;
  };
  let round = comeOut(choice, rollDice);
  while (round.result === null && next < dice.length) round = rollAgain(round, 'roll', rollDice);
  return crapsStep(stakeCents, round);
}
