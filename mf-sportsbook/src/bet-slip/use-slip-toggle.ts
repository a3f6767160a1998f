import { useCallback } from 'react';
import { useSportsbookSelector, useSportsbookStore } from '../app/store';
import { selectionToggled } from './bet-slip-slice';
import type { SlipSelection } from './slip-selection';
import { useSlipFlow } from './slip-flow-context';

/** Whether one option is on the slip; each odds button subscribes to its own answer only. */
export const useIsOnSlip = (id: string | undefined): boolean =>
  useSportsbookSelector((state) => id !== undefined && state.betSlip.items.some((item) => item.id === id));

export const useSlipCount = (): number => useSportsbookSelector((state) => state.betSlip.items.length);

/** Adds or removes an option, at the starting stake of the screen's flow; answers whether it was added. */
export function useSlipToggle(): (selection: SlipSelection) => boolean {
  // The store, not a selector: a button must not re-render whenever any other item changes.
  const store = useSportsbookStore();
  const flow = useSlipFlow();
  return useCallback(
    (selection: SlipSelection) => {
      const added = !store.getState().betSlip.items.some((item) => item.id === selection.id);
      store.dispatch(selectionToggled({ selection, stakeCents: flow.defaultStakeCents }));
      return added;
    },
    [store, flow.defaultStakeCents],
  );
}
