import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/**
 * On a phone the tab row scrolls sideways, and a tab opened from a link (?tab=cleanup) may start out of view.
 * Centres the active tab inside the row only: the page itself never jumps.
 */
export function useCentredTab(listRef: RefObject<HTMLElement | null>, activeTab: string): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [listRef, activeTab]);
}
