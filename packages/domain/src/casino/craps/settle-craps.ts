import type { RoundStep } from '../round/casino-round.js';
import { crapsOutcome, type CrapsRound } from './craps-table.js';

/**
 * A win pays 1:1 and a loss takes the stake; the money moves only when the round ends (payout 0 while a point
 * stands). The message is the spec's text for the roll, word for word.
 */
export function crapsStep(stakeCents: number, round: CrapsRound): RoundStep {
  const complete = round.result !== null;
  return {
    complete,
    stakeCents,
    payoutCents: round.result === 'win' ? stakeCents * 2 : 0,
    message: round.message,
    allowedActions: complete ? [] : ['roll'],
    outcome: crapsOutcome(round),
  };
}
