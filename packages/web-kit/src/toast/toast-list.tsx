import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import type { ToastItem, ToastVariant } from './toast-store.js';
import { dismissToast, TOAST_DURATION_MS } from './toast-store.js';

const slideIn = keyframes`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 70;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(100vw, 380px);
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructive : theme.colors.raised)};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.win : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${slideIn} 180ms ease-out;
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  opacity: 0.9;
`;

const Close = styled(RadixToast.Close)`
  grid-row: 1;
  grid-column: 2;
  display: grid;
  place-items: center;
  border: 0;
  background: none;
  cursor: pointer;
  opacity: 0.8;
`;

/** The toasts on screen, in Radix's viewport: loaded with the first toast, not with the page (see toaster.tsx). */
export default function ToastList({ toasts }: { toasts: readonly ToastItem[] }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Root key={id} open={open} $variant={variant} onOpenChange={(isOpen) => !isOpen && dismissToast(id)}>
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <Close aria-label="Close">
            <X size={16} aria-hidden />
          </Close>
        </Root>
      ))}
      <Viewport />
    </RadixToast.Provider>
  );
}
