import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebar-state';
import { useIsMobile } from './use-is-mobile';

export type SidebarContextValue = {
  /** Desktop: full width (expanded) or icons only (collapsed). Kept in the sidebar_state cookie. */
  expanded: boolean;
  /** Mobile: whether the off-canvas sheet is open. Never persisted. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside SidebarProvider');
  return value;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((open) => !open);
      return;
    }
    setExpanded((current) => !current);
  }, [isMobile]);

  useEffect(() => {
    // Written on every change (and on mount, which renews the 7 days) so a reload keeps the choice.
    document.cookie = sidebarCookie(expanded);
  }, [expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault(); // ctrl+b would otherwise open the browser's bookmarks
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ expanded, openMobile, setOpenMobile, isMobile, toggle }),
    [expanded, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
