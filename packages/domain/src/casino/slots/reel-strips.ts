import type { SlotSymbol } from './slots-outcome.js';

/**
 * The three reels share one strip of 24 stops: cherry 4, lemon 4, diamond 4, orange 3, plum 3, bell 2, bar 2,
 * seven 2. Sevens are the rarest symbol because they pay most; the counts were chosen so the exact return to player,
 * enumerated over all 24^3 stops by slotsTheory, is 13272/13824 = 553/576 = 96.007%.
 * Symbols alike are spread around the strip so a spin does not show clumps.
 */
// prettier-ignore
export const REEL_STRIP: readonly SlotSymbol[] = [
  'seven', 'cherry', 'lemon', 'diamond', 'orange', 'plum', 'cherry', 'bell', 'lemon', 'diamond', 'bar', 'orange',
  'seven', 'cherry', 'plum', 'diamond', 'lemon', 'bell', 'orange', 'cherry', 'diamond', 'plum', 'lemon', 'bar',
];

export const REELS: readonly [readonly SlotSymbol[], readonly SlotSymbol[], readonly SlotSymbol[]] = [
  REEL_STRIP,
  REEL_STRIP,
  REEL_STRIP,
];
