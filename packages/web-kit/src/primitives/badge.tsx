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

// The ring of the pulse: what was a box-shadow growing from 0 to 6px around the 8px dot while fading from 0.7 to
// nothing, drawn as a circle the dot's size scaled to 20px. Transform and opacity run on the compositor; an animated
// box-shadow repainted the page every frame (most of the blocking time of a phone's first load of / after it drew).
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(2.5); opacity: 0; }
  100% { transform: scale(2.5); opacity: 0; }
`;

/** The pulsing red dot that says something is in play right now. */
export const LiveDot = styled.span.attrs({ role: 'status' })`
  position: relative;
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
  }
  &::before {
    background: rgb(239, 68, 68);
    animation: ${pulse} 1.6s ease-out infinite;
  }
  /* The dot itself, above its ring as the box-shadow was below it. */
  &::after {
    background: ${({ theme }) => theme.colors.live};
  }
`;
