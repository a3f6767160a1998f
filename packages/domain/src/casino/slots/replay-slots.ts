import { reelStop } from '../fairness/draws.js';
import type { FloatSource } from '../fairness/float-stream.js';
import type { CasinoAction, RoundStep } from '../round/casino-round.js';
import { refuseActionsAfterOneShot } from '../round/round-actions.js';
import { REELS } from './reel-strips.js';
import { spinSlots } from './spin-slots.js';

/** Floats 0, 1, 2: the stops of reels 1, 2, 3, floor(f * 24) each; the payline shows the symbol at the stop. */
export function replaySlots(stakeCents: number, actions: readonly CasinoAction[], floats: FloatSource): RoundStep {
  refuseActionsAfterOneShot(actions);
  const [first, second, third] = REELS.map((strip) => reelStop(floats.next(), strip.length));
  return spinSlots(stakeCents, [first ?? 0, second ?? 0, third ?? 0]);
}
