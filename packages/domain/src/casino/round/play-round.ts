import { invalid } from '../../shared/domain-error.js';
import { floatStream, type FloatSource } from '../fairness/float-stream.js';
import type { Seeds } from '../fairness/seeds.js';
import { replayBaccarat } from '../baccarat/replay-baccarat.js';
import { replayBlackjack } from '../blackjack/replay-blackjack.js';
import { replaySlots } from '../slots/replay-slots.js';
import { replayCraps } from '../craps/replay-craps.js';
import { replayRoulette } from '../roulette/replay-roulette.js';
import type { CasinoAction, RoundOpening, RoundResult, RoundStep } from './casino-round.js';

export type PlayRoundInput = {
  opening: RoundOpening;
  stakeCents: number;
  actions: readonly CasinoAction[];
  seeds: Seeds;
};

/**
 * The one replay used by the server (to decide each step), the tests and the browser (to verify a past round):
 * a round is a pure function of its opening bet, the player's actions and the seeds. The chip rules are checked
 * by validateCasinoStake when the bet is placed, not here, so a round stays verifiable if the limits change.
 */
export function playRound({ opening, stakeCents, actions, seeds }: PlayRoundInput): RoundResult {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw invalid('Place a bet with a chip');
  const floats = floatStream(seeds);
  const step = replayGame(opening, stakeCents, actions, floats);
  // Fields listed rather than spread: this runs tens of millions of times in the RTP benchmark.
  return {
    complete: step.complete,
    stakeCents: step.stakeCents,
    payoutCents: step.payoutCents,
    message: step.message,
    allowedActions: step.allowedActions,
    outcome: step.outcome,
    floatsUsed: floats.used,
  };
}

function replayGame(
  opening: RoundOpening,
  stakeCents: number,
  actions: readonly CasinoAction[],
  floats: FloatSource,
): RoundStep {
  switch (opening.game) {
    case 'roulette':
      return replayRoulette(opening.betType, stakeCents, actions, floats);
    case 'blackjack':
      return replayBlackjack(stakeCents, actions, floats);
    case 'slots':
      return replaySlots(stakeCents, actions, floats);
    case 'baccarat':
      return replayBaccarat(opening.choice, stakeCents, actions, floats);
    case 'craps':
      return replayCraps(opening.choice, stakeCents, actions, floats);
    default:
      throw invalid('Unknown casino game');
  }
}
