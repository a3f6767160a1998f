import { useSyncExternalStore } from 'react';

/** Below this width the bets are one card each; from it on, one table row each (issue 22: about 1100 px). */
export const BETS_TABLE_MIN_WIDTH = 1100;

const QUERY = `(min-width: ${BETS_TABLE_MIN_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True while the window is wide enough for the bets table, kept up to date as the window is resized. */
export const useWideLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
