import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { Overlay, OverlayDescription, OverlayTitle } from './overlay-styles.js';

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Panel = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 50;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100vw - 32px);
  max-width: 440px;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.panel};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};
  transform: translate(-50%, -50%);
  animation: ${popIn} 150ms ease-out;
`;

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogTitle = OverlayTitle;
export const DialogDescription = OverlayDescription;

export const DialogHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Centred modal: Radix traps focus, closes on Escape and returns focus to the trigger. */
export const DialogContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixDialog.Content>>(
  function DialogContent(props, ref) {
    return (
      <RadixDialog.Portal>
        <Overlay />
        <Panel ref={ref} {...props} />
      </RadixDialog.Portal>
    );
  },
);
