import type { ReactNode } from 'react';
import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { SportsbookState } from './create-store';
import { LazySlipStore } from './lazy-slip-store';
import type { SlipStoreKit } from './slip-store-kit';

// The sportsbook's Redux Toolkit store (the bet slip's slice), read by components through useSyncExternalStore:
// what react-redux does, without shipping it for a state that is one slip. Its code (Redux Toolkit and the slice)
// is a chunk of its own, fetched with the first pick: the first screen's odds buttons only ask "is this pick on the
// slip", and nothing is until the store is here (the pick waits for it: app/lazy-slip-store.ts).

/** One slip for the page's lifetime: moving from the sportsbook list to Live Betting keeps it. */
export const sportsbookStore = new LazySlipStore(() =>
  import(/* webpackChunkName: "slip-store" */ './slip-store-kit').then((module) => module.createSlipStoreKit()),
);

const StoreContext = createContext<LazySlipStore>(sportsbookStore);

/** Gives the screens under it this store (tests give each render its own). */
export function SportsbookStoreProvider({ store, children }: { store: LazySlipStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export const useSportsbookStore = (): LazySlipStore => useContext(StoreContext);

export const useSportsbookDispatch = (): LazySlipStore['dispatch'] => useSportsbookStore().dispatch;

/** What `select` reads from the state, re-rendering the component when that value changes (compared with ===). */
export function useSportsbookSelector<T>(select: (state: SportsbookState) => T): T {
  const store = useSportsbookStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The slip's store and the code that came with it, once here (re-rendering the component when it arrives). */
export function useSlipStoreKit(): SlipStoreKit | undefined {
  const store = useSportsbookStore();
  const read = () => store.kit;
  return useSyncExternalStore(store.subscribe, read, read);
}
