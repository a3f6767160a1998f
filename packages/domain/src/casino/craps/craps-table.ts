import type { CasinoAction } from '../round/casino-round.js';
import { notAnActionOf, roundIsOver } from '../round/round-actions.js';
import type { CrapsChoice, CrapsOutcome, DiceRoll } from './craps-outcome.js';

/** Where the dice come from: the provably fair draw in play, fixed dice in specs. */
export type RollDice = () => [number, number];

/** A craps round between two rolls. */
export type CrapsRound = {
  choice: CrapsChoice;
  rolls: DiceRoll[];
  point: number | null;
  result: 'win' | 'lose' | null;
  message: string;
};

const POINT_NUMBERS: ReadonlySet<number> = new Set([4, 5, 6, 8, 9, 10]);

const winsFor = (choice: CrapsChoice, winner: CrapsChoice) => (choice === winner ? 'win' : 'lose');

/** The come-out roll opens the round: 7/11 Pass wins, 2/3/12 Don't Pass wins (12 is not a push), else a point. */
export function comeOut(choice: CrapsChoice, rollDice: RollDice): CrapsRound {
  const roll = diceRoll(rollDice());
  const rolls = [roll];
  if (roll.total === 7 || roll.total === 11) {
    // The spec's two texts for a natural: the Pass side hears 'Natural!', the Don't Pass side 'Craps out!'.
    const message = choice === 'pass' ? 'Natural!' : 'Craps out!';
    return crapsRound(choice, rolls, null, winsFor(choice, 'pass'), message);
  }
  if (!POINT_NUMBERS.has(roll.total)) return crapsRound(choice, rolls, null, winsFor(choice, 'dontPass'), 'Craps!');
  return crapsRound(choice, rolls, roll.total, null, `Point established: ${roll.total}`);
}

/** With a point: the point wins Pass, a 7 wins Don't Pass, anything else rolls again. */
export function rollAgain(round: CrapsRound, action: CasinoAction, rollDice: RollDice): CrapsRound {
  const { choice, point } = round;
  if (round.result !== null || point === null) throw roundIsOver();
  if (action !== 'roll') throw notAnActionOf('craps', action);
  const roll = diceRoll(rollDice());
  const rolls = [...round.rolls, roll];
  if (roll.total === point) return crapsRound(choice, rolls, null, winsFor(choice, 'pass'), 'Made the point!');
  if (roll.total === 7) return crapsRound(choice, rolls, null, winsFor(choice, 'dontPass'), 'Seven out!');
  return crapsRound(choice, rolls, point, null, `Rolled ${roll.total}. Point is ${point}. Roll again!`);
}

/** Built field by field: object spreads here were a third of the RTP benchmark's craps time. */
const crapsRound = (
  choice: CrapsChoice,
  rolls: DiceRoll[],
  point: number | null,
  result: CrapsRound['result'],
  message: string,
): CrapsRound => ({ choice, rolls, point, result, message });

export const crapsOutcome = ({ choice, rolls, point, result }: CrapsRound): CrapsOutcome => ({
  game: 'craps',
  choice,
  rolls,
  point,
  result,
});

function diceRoll([first, second]: [number, number]): DiceRoll {
  return { dice: [first, second], total: first + second };
}
