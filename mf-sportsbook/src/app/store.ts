import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import { betSlipReducer } from '../bet-slip/bet-slip-slice';

// The sportsbook's Redux Toolkit store (the bet slip's slice), read by components through useSyncExternalStore on
// the store's own subscribe/getState: what react-redux does, without shipping it for a state that is one slip.

/** A store that the shell knows nothing of; every sportsbook route shares one (the bet slip follows the player). */
export function createSportsbookStore() {
  return configureStore({ reducer: { betSlip: betSlipReducer } });
}

export type SportsbookStore = ReturnType<typeof createSportsbookStore>;
export type SportsbookState = ReturnType<SportsbookStore['getState']>;
export type SportsbookDispatch = SportsbookStore['dispatch'];

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
