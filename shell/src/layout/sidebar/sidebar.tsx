import { Sheet, SheetContent, SheetTitle } from '@sb/web-kit/overlays';
import styled from 'styled-components';
import { SidebarBody } from './sidebar-body';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

const Rail = styled.aside<{ $expanded: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  width: ${({ $expanded }) => ($expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED)};
  background: ${({ theme }) => theme.colors.panel};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 200ms ease;
`;

const HiddenTitle = styled(SheetTitle)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
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
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" size={SIDEBAR_WIDTH_MOBILE} aria-describedby={undefined} data-testid="sidebar-sheet">
          <HiddenTitle>Navigation</HiddenTitle>
          <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <Rail $expanded={expanded} data-state={expanded ? 'expanded' : 'collapsed'} data-testid="sidebar">
      <SidebarBody collapsed={!expanded} />
    </Rail>
  );
}
