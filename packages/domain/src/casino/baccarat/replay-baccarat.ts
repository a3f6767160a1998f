import { cardFromFloat } from '../cards/playing-card.js';
import type { FloatSource } from '../fairness/float-stream.js';
import type { CasinoAction, RoundStep } from '../round/casino-round.js';
import { refuseActionsAfterOneShot } from '../round/round-actions.js';
import { parseBaccaratChoice } from './baccarat-choice.js';
import { dealBaccarat } from './deal-baccarat.js';
import { settleBaccarat } from './settle-baccarat.js';

/** One float per card in deal order: player, banker, player, banker, player's third, banker's third. */
export function replayBaccarat(
  choice: string,
  stakeCents: number,
  actions: readonly CasinoAction[],
  floats: FloatSource,
): RoundStep {
  const bet = parseBaccaratChoice(choice);
  refuseActionsAfterOneShot(actions);
  return settleBaccarat(
    bet,
    stakeCents,
    dealBaccarat(() => cardFromFloat(floats.next())),
  );
}
