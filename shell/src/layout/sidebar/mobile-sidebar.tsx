import { Sheet, SheetContent, SheetTitle } from '@sb/web-kit/overlays';
import styled from 'styled-components';
import { SidebarBody } from './sidebar-body';
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

const HiddenTitle = styled(SheetTitle)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** Below 768 px the sidebar is an off-canvas sheet of 18rem, opened from the header's toggle. */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" size={SIDEBAR_WIDTH_MOBILE} aria-describedby={undefined} data-testid="sidebar-sheet">
        <HiddenTitle>Navigation</HiddenTitle>
        <SidebarBody collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
