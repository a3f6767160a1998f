import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

/** Placeholder block shaped like the content that is loading; hidden from assistive tech. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '16px' }) => $height};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.raised};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
