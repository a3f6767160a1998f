import styled, { css, keyframes } from 'styled-components';
import type { Theme } from '../theme/tokens.js';

export type BadgeTone = 'neutral' | 'accent' | 'live' | 'win' | 'loss' | 'push' | 'pending';

const toneColor = (theme: Theme, tone: BadgeTone): string =>
  ({
    neutral: theme.colors.textSecondary,
    accent: theme.colors.accent,
    live: theme.colors.live,
    win: theme.colors.win,
    loss: theme.colors.loss,
    push: theme.colors.push,
    pending: theme.colors.pending,
  })[tone];

/** Sport, status and LIVE labels: colour carries the meaning, the text says it too. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  ${({ theme, $tone = 'neutral' }) => css`
    color: ${toneColor(theme, $tone)};
    background: color-mix(in srgb, ${toneColor(theme, $tone)} 14%, transparent);
    border: 1px solid color-mix(in srgb, ${toneColor(theme, $tone)} 40%, transparent);
  `}
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(239, 68, 68, 0.7); }
  70% { box-shadow: 0 0 0 6px rgba(239, 68, 68, 0); }
  100% { box-shadow: 0 0 0 0 rgba(239, 68, 68, 0); }
`;

/** The pulsing red dot that says something is in play right now. */
export const LiveDot = styled.span.attrs({ role: 'status' })`
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.live};
  animation: ${pulse} 1.6s ease-out infinite;
`;
