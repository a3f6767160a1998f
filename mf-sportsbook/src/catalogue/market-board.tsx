import { tabularNumbers } from '@sb/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The sportsbook grid: a team (or side) per row, a market per column, odds buttons in the cells. Names and
 * prices share the width in fixed proportions, so a phone keeps room for the names (which wrap) and cards of
 * the same width line their prices up.
 */
export const BoardGrid = styled.div<{ $columns: number; $dense?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1.8fr) repeat(${({ $columns }) => $columns}, minmax(56px, 1fr));
  gap: ${({ $dense }) => ($dense ? '4px' : '6px')} ${({ theme }) => theme.space[2]};
  align-items: center;
  /* Dense boards on a desktop: line and price on one line in a 30 px button (phones keep 44 px targets). */
  ${({ $dense, theme }) =>
    $dense &&
    `${theme.media.desktop} {
      button[aria-pressed] {
        flex-direction: row;
        gap: 6px;
        min-height: 30px;
        padding-block: 2px;
      }
    }`}
`;

export const ColumnHead = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-align: center;
  text-transform: uppercase;
  &:first-child {
    text-align: left;
  }
`;

/** A row's name cell (a wide game line places every one in its team column). */
export const RowNameCell = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  /* A phone gives names a third of a card: the small size keeps long team names from breaking mid-word. */
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.3;
  overflow-wrap: break-word;
  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > span {
    min-width: 0;
  }
  > b {
    flex: none;
    padding-right: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
    ${tabularNumbers}
  }
`;

/** A row's first cell: the team, and its score while the game is live. */
export function RowName({ children, score }: { children: ReactNode; score?: number }) {
  return (
    <RowNameCell>
      {/* The whole name on hover where a narrow column cuts it short. */}
      <span title={typeof children === 'string' ? children : undefined}>{children}</span>
      {score !== undefined && <b aria-label={`score ${score}`}>{score}</b>}
    </RowNameCell>
  );
}
