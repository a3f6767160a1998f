import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The dimmed backdrop shared by dialogs and sheets. */
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.6);
  animation: ${fadeIn} 150ms ease-out;
`;

export const OverlayTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

export const OverlayDescription = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
