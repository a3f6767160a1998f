import { toast } from '@sb/web-kit';
import { useCallback } from 'react';
import { useSportsbookSelector, useSportsbookStore } from '../app/store';
import { selectionToggled } from './bet-slip-slice';
import { legClash } from './leg-clash';
import type { SlipSelection } from './slip-selection';
import { selectionText } from './slip-selection';
import { useSlipFlow } from './slip-flow-context';

/** Whether one option is on the slip; each odds button subscribes to its own answer only. */
export const useIsOnSlip = (id: string | undefined): boolean =>
  useSportsbookSelector((state) => id !== undefined && state.betSlip.items.some((item) => item.id === id));

export const useSlipCount = (): number => useSportsbookSelector((state) => state.betSlip.items.length);

/** What a pick did: 'refused' when it cannot go with the legs already on the slip (it is not added). */
export type ToggleOutcome = 'added' | 'removed' | 'refused';

/**
 * Adds or removes an option, at the starting stake of the screen's flow. A pick that cannot go with the slip's
 * legs (both sides of one market in a parlay) is refused on the spot with the server's own words, in a toast.
 */
export function useSlipToggle(): (selection: SlipSelection) => ToggleOutcome {
  // The store, not a selector: a button must not re-render whenever any other item changes.
  const store = useSportsbookStore();
  const flow = useSlipFlow();
  return useCallback(
    (selection: SlipSelection) => {
      const { items, mode } = store.getState().betSlip;
      const onSlip = items.some((item) => item.id === selection.id);
      const clash = onSlip ? undefined : legClash(mode, [...items, selection]);
      if (clash) {
        toast({ title: clash.message, description: selectionText(selection), variant: 'destructive' });
        return 'refused';
      }
      store.dispatch(selectionToggled({ selection, stakeCents: flow.defaultStakeCents }));
      return onSlip ? 'removed' : 'added';
    },
    [store, flow.defaultStakeCents],
  );
}
