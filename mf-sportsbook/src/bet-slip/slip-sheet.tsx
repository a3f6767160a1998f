import { Button } from '@sb/web-kit';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@sb/web-kit/overlays';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { BetSlipPanel } from './bet-slip-panel';
import { FloatingSlipButton } from './floating-slip-button';
import { focusSlipStart } from './slip-focus';

const SheetBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * The slip on a phone (SlipDock decides): a bottom sheet behind the floating button, opened with focus on the
 * first stake; when it closes, `onClosed` puts focus back.
 */
export function SlipSheet({
  open,
  onOpenChange,
  sheetRef,
  floatingRef,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sheetRef: RefObject<HTMLDivElement | null>;
  floatingRef: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <FloatingSlipButton ref={floatingRef} />
      <SheetContent
        ref={sheetRef}
        side="bottom"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusSlipStart(sheetRef.current);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetBody>
          <BetSlipPanel
            renderTitle={(text) => <SheetTitle>{text}</SheetTitle>}
            closeControl={
              <SheetClose asChild>
                <Button variant="ghost" size="icon" aria-label="Close bet slip" data-slip-focus-fallback>
                  <X size={18} aria-hidden />
                </Button>
              </SheetClose>
            }
          />
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
