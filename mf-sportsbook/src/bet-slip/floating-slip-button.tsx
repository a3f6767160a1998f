import { SheetTrigger } from '@sb/web-kit/overlays';
import { Ticket } from 'lucide-react';
import { forwardRef } from 'react';
import styled from 'styled-components';
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

/** The floating 'Bet Slip' button at the bottom right of a phone's screen: it opens the slip's bottom sheet. */
export const FloatingSlipButton = forwardRef<HTMLButtonElement>(function FloatingSlipButton(_props, ref) {
  const count = useSlipCount();
  return (
    <SheetTrigger asChild>
      <Floating ref={ref} type="button" aria-label={`Bet Slip, ${count} ${count === 1 ? 'selection' : 'selections'}`}>
        <Ticket size={18} aria-hidden />
        Bet Slip
        <Count aria-hidden>{count}</Count>
      </Floating>
    </SheetTrigger>
  );
});
