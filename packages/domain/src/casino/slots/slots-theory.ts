import { REELS } from './reel-strips.js';
import type { SlotSymbol } from './slots-outcome.js';
import { slotsMultiplier } from './slots-paytable.js';

export type SlotsTheory = { rtp: number; variance: number; returnedTimes: number; combinations: number };

/**
 * The exact return to player, by enumerating every combination of stops (all equally likely): the sum of the
 * multipliers over the number of combinations, plus the variance of one spin's return (for test tolerances).
 */
export function slotsTheory(): SlotsTheory {
  const [first, second, third] = REELS;
  let returnedTimes = 0;
  let squares = 0;
  for (const a of first) {
    for (const b of second) {
      for (const c of third) {
        const multiplier = slotsMultiplier([a, b, c] as [SlotSymbol, SlotSymbol, SlotSymbol]);
        returnedTimes += multiplier;
        squares += multiplier * multiplier;
      }
    }
  }
  const combinations = first.length * second.length * third.length;
  const rtp = returnedTimes / combinations;
  return { rtp, variance: squares / combinations - rtp * rtp, returnedTimes, combinations };
}
