import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Overlay } from './overlay-styles.js';

export type SheetSide = 'left' | 'right' | 'bottom';

const slideFrom = {
  left: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
  right: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
  bottom: keyframes`from { transform: translateY(100%); } to { transform: none; }`,
};

const placement = {
  left: css`
    inset: 0 auto 0 0;
    height: 100%;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  `,
  right: css`
    inset: 0 0 0 auto;
    height: 100%;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  `,
  bottom: css`
    inset: auto 0 0 0;
    max-height: 85vh;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.card} ${({ theme }) => theme.radii.card} 0 0;
  `,
};

const Panel = styled(RadixDialog.Content)<{ $side: SheetSide; $size: string }>`
  position: fixed;
  z-index: 50;
  display: flex;
  flex-direction: column;
  ${({ $side, $size }) => ($side === 'bottom' ? css`` : `width: ${$size}; max-width: 100vw;`)}
  background: ${({ theme }) => theme.colors.panel};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
  ${({ $side }) => placement[$side]}
  animation: ${({ $side }) => slideFrom[$side]} 200ms ease-out;
`;

export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export { OverlayTitle as SheetTitle, OverlayDescription as SheetDescription } from './overlay-styles.js';

export type SheetContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  side?: SheetSide;
  /** Width of a side sheet (any CSS length). */
  size?: string;
};

/** A panel that slides in from an edge: the mobile sidebar and, later, the mobile bet slip. */
export const SheetContent = forwardRef<HTMLDivElement, SheetContentProps>(function SheetContent(
  { side = 'left', size = '18rem', ...props },
  ref,
) {
  return (
    <RadixDialog.Portal>
      <Overlay />
      <Panel ref={ref} $side={side} $size={size} {...props} />
    </RadixDialog.Portal>
  );
});
