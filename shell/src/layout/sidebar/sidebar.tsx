import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { SidebarBody } from './sidebar-body';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from './sidebar-state';

// A phone's off-canvas sheet (and Radix's dialog code under it) is fetched on a narrow screen only.
const MobileSidebar = lazy(() => import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })));

const Rail = styled.aside<{ $expanded: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  width: ${({ $expanded }) => ($expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED)};
  background: ${({ theme }) => theme.colors.panel};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 200ms ease;
`;

/** The space the fixed rail takes, so the page beside it is never covered. */
export function sidebarOffset(isMobile: boolean, expanded: boolean): string {
  if (isMobile) return '0px';
  return expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
}

/** A fixed rail on desktop (16rem, or 3rem of icons); an off-canvas sheet of 18rem below 768 px. */
export function AppSidebar() {
  const { isMobile, expanded, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileSidebar open={openMobile} onOpenChange={setOpenMobile} />
      </Suspense>
    );
  }

  return (
    <Rail $expanded={expanded} data-state={expanded ? 'expanded' : 'collapsed'} data-testid="sidebar">
      <SidebarBody collapsed={!expanded} />
    </Rail>
  );
}
