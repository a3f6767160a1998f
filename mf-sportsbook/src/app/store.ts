import type { ReactNode } from 'react';
import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { BetSlipAction, BetSlipState } from '../bet-slip/bet-slip-slice';
import { betSlipReducer, initialBetSlipState } from '../bet-slip/bet-slip-slice';

// The sportsbook's own store: one state object, changed only by dispatching actions to its reducer, read by
// components through useSyncExternalStore. A few lines instead of Redux Toolkit, immer and react-redux (12.5 KiB
// gzip of every first visit to /) for a state that is one slip.

export type SportsbookState = { betSlip: BetSlipState };
export type SportsbookDispatch = (action: BetSlipAction) => void;

export type SportsbookStore = {
  getState: () => SportsbookState;
  dispatch: SportsbookDispatch;
  subscribe: (listener: () => void) => () => void;
};

/** A store that the shell knows nothing of; every sportsbook route shares one (the bet slip follows the player). */
export function createSportsbookStore(): SportsbookStore {
  let state: SportsbookState = { betSlip: initialBetSlipState };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (action) => {
      const betSlip = betSlipReducer(state.betSlip, action);
      if (betSlip === state.betSlip) return;
      state = { betSlip };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One slip for the page's lifetime: moving from the sportsbook list to Live Betting keeps it. */
export const sportsbookStore = createSportsbookStore();

const StoreContext = createContext<SportsbookStore>(sportsbookStore);

/** Gives the screens under it this store (tests give each render its own). */
export function SportsbookStoreProvider({ store, children }: { store: SportsbookStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export const useSportsbookStore = (): SportsbookStore => useContext(StoreContext);

export const useSportsbookDispatch = (): SportsbookDispatch => useSportsbookStore().dispatch;

/** What `select` reads from the state, re-rendering the component when that value changes (compared with ===). */
export function useSportsbookSelector<T>(select: (state: SportsbookState) => T): T {
  const store = useSportsbookStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
