import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar-state';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the spec's 768 px breakpoint, where the sidebar becomes an off-canvas sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
