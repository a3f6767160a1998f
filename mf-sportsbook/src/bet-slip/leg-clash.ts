import type { ComposedLeg, LegCompositionRefusal } from '@sb/domain';
import { BET_MESSAGES, legCompositionRefusal } from '@sb/domain';
import type { BetMode } from './bet-slip-slice';
import type { SlipSelection } from './slip-selection';

/** A slip item as the domain's composition rule sees it (the server runs the same rule on POST /api/bets). */
const composedLeg = ({ eventId, marketType, side, propId }: SlipSelection): ComposedLeg => ({
  eventId,
  marketType,
  selection: side,
  propId,
});

export type LegClash = { rule: LegCompositionRefusal; message: string };

/** Why these selections cannot be placed together in this mode, or undefined when they can. */
export function legClash(mode: BetMode, selections: readonly SlipSelection[]): LegClash | undefined {
  const rule = legCompositionRefusal(mode, selections.map(composedLeg));
  return rule === undefined ? undefined : { rule, message: BET_MESSAGES[rule] };
}
