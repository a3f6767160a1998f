import { theoryOf, type GameTheory } from '../round/game-theory.js';
import type { CrapsChoice } from './craps-outcome.js';

/** Ways to roll each total with two dice, out of 36. */
const WAYS: Record<number, number> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };
const chance = (total: number) => (WAYS[total] ?? 0) / 36;

/**
 * The chance that Pass wins, from the rules rather than the engine: a natural (7, 11), or a point rolled again
 * before a 7. It is 244/495 = 49.29%.
 */
export function passWinProbability(): number {
  const natural = chance(7) + chance(11);
  const points = [4, 5, 6, 8, 9, 10].reduce((sum, point) => {
    const made = chance(point) / (chance(point) + chance(7));
    return sum + chance(point) * made;
  }, 0);
  return natural + points;
}

/**
 * Pass returns 2 x 244/495 = 98.59%. With 12 a Don't Pass win instead of the casinos' usual push, Don't Pass wins
 * whenever Pass loses (251/495), so it returns 502/495 = 101.41%: the player holds the edge on that side.
 */
export function crapsTheory(choice: CrapsChoice): GameTheory {
  const pass = passWinProbability();
  const win = choice === 'pass' ? pass : 1 - pass;
  return theoryOf([
    { probability: win, multiplier: 2 },
    { probability: 1 - win, multiplier: 0 },
  ]);
}
