import { Button } from '@sb/web-kit';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@sb/web-kit/overlays';
import { Ticket, X } from 'lucide-react';
import styled from 'styled-components';
import { BetSlipPanel } from './bet-slip-panel';
import { useSlipCount } from './use-slip-toggle';

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 30;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 48px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadow};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
`;

const Count = styled.span`
  display: grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.onAccent};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * The floating 'Bet Slip' button at the bottom right, opening the slip in a sheet: from the right on the
 * sportsbook and live pages, from the bottom (a drawer) on the event page's small screens.
 */
export function FloatingSlipButton({ side = 'right' }: { side?: 'right' | 'bottom' }) {
  const count = useSlipCount();
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Floating type="button" aria-label={`Bet Slip, ${count} ${count === 1 ? 'selection' : 'selections'}`}>
          <Ticket size={18} aria-hidden />
          Bet Slip
          <Count aria-hidden>{count}</Count>
        </Floating>
      </SheetTrigger>
      <SheetContent side={side} size="min(100vw, 400px)" aria-describedby={undefined}>
        <Body>
          <BetSlipPanel
            renderTitle={(text) => <SheetTitle>{text}</SheetTitle>}
            closeControl={
              <SheetClose asChild>
                <Button variant="ghost" size="icon" aria-label="Close bet slip">
                  <X size={18} aria-hidden />
                </Button>
              </SheetClose>
            }
          />
        </Body>
      </SheetContent>
    </Sheet>
  );
}
