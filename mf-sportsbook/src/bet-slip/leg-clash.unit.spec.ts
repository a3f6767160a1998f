import { describe, expect, it } from 'vitest';
import { itemStakeChanged, modeChanged, parlayStakeChanged, selectionToggled } from './bet-slip-slice';
import { legClash } from './leg-clash';
import { SPORTSBOOK_FLOW } from './slip-flow';
import { selectionId } from './slip-selection';
import { canPlace, slipMessage, slipVerdict } from './slip-rules';
import { given, knicksSpread, lakersMoneyline, pointsProp } from './testing/slip-fixtures';

const heatSpread = { ...knicksSpread, id: selectionId('g2', 'spread', 'away'), side: 'away' as const, line: 3.5 };
const pointsUnder = {
  ...pointsProp,
  id: selectionId('g3', 'player_points', 'under', pointsProp.propId),
  side: 'under' as const,
};

describe('legs that cannot go together (the rule of @sb/domain the server runs)', () => {
  it('refuses both sides of one spread and Over and Under of one prop in a parlay', () => {
    expect(legClash('parlay', [knicksSpread, heatSpread])?.message).toBe('Parlay legs must be on different markets');
    expect(legClash('parlay', [pointsProp, pointsUnder])?.rule).toBe('parlaySameMarket');
    expect(legClash('parlay', [knicksSpread, lakersMoneyline, pointsProp])).toBeUndefined();
  });

  it('lets singles back both sides', () => {
    expect(legClash('single', [knicksSpread, heatSpread, pointsProp, pointsUnder])).toBeUndefined();
  });

  it('keeps Place disabled and says why when the player switches such singles to a parlay', () => {
    const state = given(
      selectionToggled({ selection: knicksSpread, stakeCents: 0 }),
      selectionToggled({ selection: heatSpread, stakeCents: 0 }),
      itemStakeChanged({ id: knicksSpread.id, stakeCents: 1000 }),
      modeChanged({ mode: 'parlay', defaultStakeCents: 0 }),
      parlayStakeChanged(1000),
    );
    const verdict = slipVerdict(state, SPORTSBOOK_FLOW, { cash: 1000, freePlay: 0 });
    expect(slipMessage(state, verdict)).toBe('Parlay legs must be on different markets');
    expect(canPlace(state, verdict)).toBe(false);
  });
});
