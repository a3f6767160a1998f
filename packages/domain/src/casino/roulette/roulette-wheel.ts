import type { PocketColour } from './roulette-outcome.js';

/** A European single-zero wheel: 0 is green, these 18 numbers are red and the other 18 black. */
const RED_POCKETS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_POCKETS.has(pocket) ? 'red' : 'black';
}
