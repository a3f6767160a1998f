export { REEL_STRIP, REELS } from './reel-strips.js';
export { replaySlots } from './replay-slots.js';
export type { SlotSymbol, SlotsOutcome } from './slots-outcome.js';
export { slotsMultiplier } from './slots-paytable.js';
export { slotsTheory, type SlotsTheory } from './slots-theory.js';
export { spinSlots } from './spin-slots.js';
