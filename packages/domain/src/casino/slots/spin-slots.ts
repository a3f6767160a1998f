import type { RoundStep } from '../round/casino-round.js';
import { lostMessage, wonMessage } from '../round/round-messages.js';
import { REELS } from './reel-strips.js';
import type { SlotSymbol } from './slots-outcome.js';
import { slotsMultiplier } from './slots-paytable.js';

const WIN_TITLES: Record<number, string> = {
  50: 'Three sevens!',
  20: 'Three diamonds!',
  10: 'Three of a kind!',
  2: 'Two of a kind!',
};

/** One spin decides the round from the three reel stops (indices into each reel's strip). */
export function spinSlots(stakeCents: number, stops: readonly [number, number, number]): RoundStep {
  const reels = stops.map((stop, reel) => symbolAt(reel, stop)) as [SlotSymbol, SlotSymbol, SlotSymbol];
  const multiplier = slotsMultiplier(reels);
  const payoutCents = stakeCents * multiplier;
  const title = WIN_TITLES[multiplier];
  return {
    complete: true,
    stakeCents,
    payoutCents,
    message: title ? `${title} ${wonMessage(payoutCents - stakeCents)}` : `No match. ${lostMessage(stakeCents)}`,
    allowedActions: [],
    outcome: { game: 'slots', reels, multiplier },
  };
}

function symbolAt(reel: number, stop: number): SlotSymbol {
  const symbol = REELS[reel]?.[stop];
  if (symbol === undefined) throw new RangeError(`Reel ${reel + 1} has no stop ${stop}`);
  return symbol;
}
