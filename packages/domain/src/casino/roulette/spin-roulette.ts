import type { RoundStep } from '../round/casino-round.js';
import { lostMessage, wonMessage } from '../round/round-messages.js';
import { rouletteBetWins, rouletteReturnMultiplier } from './roulette-bet.js';
import type { RouletteBetType } from './roulette-outcome.js';
import { pocketColour } from './roulette-wheel.js';

/** One spin decides the round: the whole stake comes back multiplied on a win, nothing on a loss. */
export function spinRoulette(betType: RouletteBetType, stakeCents: number, pocket: number): RoundStep {
  const colour = pocketColour(pocket);
  const won = rouletteBetWins(betType, pocket);
  const payoutCents = won ? stakeCents * rouletteReturnMultiplier(betType) : 0;
  const landed = `The ball landed on ${pocket} ${colour}.`;
  return {
    complete: true,
    stakeCents,
    payoutCents,
    message: `${landed} ${won ? wonMessage(payoutCents - stakeCents) : lostMessage(stakeCents)}`,
    allowedActions: [],
    outcome: { game: 'roulette', betType, pocket, colour },
  };
}
