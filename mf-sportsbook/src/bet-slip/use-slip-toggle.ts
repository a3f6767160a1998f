import { toast } from '@sb/web-kit';
import { useCallback } from 'react';
import { useSportsbookSelector, useSportsbookStore } from '../app/store';
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
 * Adds or removes an option, at the starting stake of the screen's flow, then tells `onOutcome` what it did: at
 * once when the slip's store is here, else when it arrives (the first pick fetches it; picks made meanwhile are
 * applied in order, none lost). A pick that cannot go with the slip's legs (both sides of one market in a
 * parlay) is refused with the server's own words, in a toast.
 */
export function useSlipToggle(): (selection: SlipSelection, onOutcome?: (outcome: ToggleOutcome) => void) => void {
  // The store, not a selector: a button must not re-render whenever any other item changes.
  const slipStore = useSportsbookStore();
  const flow = useSlipFlow();
  return useCallback(
    (selection: SlipSelection, onOutcome?: (outcome: ToggleOutcome) => void) =>
      slipStore.withKit(({ store, selectionToggled }) => {
        const { items, mode } = store.getState().betSlip;
        const onSlip = items.some((item) => item.id === selection.id);
        const clash = onSlip ? undefined : legClash(mode, [...items, selection]);
        if (clash) {
          toast({ title: clash.message, description: selectionText(selection), variant: 'destructive' });
          onOutcome?.('refused');
          return;
        }
        store.dispatch(selectionToggled({ selection, stakeCents: flow.defaultStakeCents }));
        onOutcome?.(onSlip ? 'removed' : 'added');
      }),
    [slipStore, flow.defaultStakeCents],
  );
}
