import { roulettePocket } from '../fairness/draws.js';
import type { FloatSource } from '../fairness/float-stream.js';
import type { CasinoAction, RoundStep } from '../round/casino-round.js';
import { refuseActionsAfterOneShot } from '../round/round-actions.js';
import { parseRouletteBetType } from './roulette-bet.js';
import { spinRoulette } from './spin-roulette.js';

/** Float 0: the pocket, floor(f * 37). */
export function replayRoulette(
  betType: string,
  stakeCents: number,
  actions: readonly CasinoAction[],
  floats: FloatSource,
): RoundStep {
  const bet = parseRouletteBetType(betType);
  refuseActionsAfterOneShot(actions);
  return spinRoulette(bet, stakeCents, roulettePocket(floats.next()));
}
