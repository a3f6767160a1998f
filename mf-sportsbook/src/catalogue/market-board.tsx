import { tabularNumbers } from '@sb/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The sportsbook grid: a team (or side) per row, a market per column, odds buttons in the cells. Columns keep
 * a fixed width so prices line up from card to card; names take what is left and wrap on a phone.
 */
export const BoardGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) repeat(${({ $columns }) => $columns}, minmax(64px, 92px));
  gap: 6px ${({ theme }) => theme.space[2]};
  align-items: center;
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

const Name = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  > b {
    flex: none;
    white-space: nowrap;
    ${tabularNumbers}
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A row's first cell: the team, and its score while the game is live. */
export function RowName({ children, score }: { children: ReactNode; score?: number }) {
  return (
    <Name>
      <span>{children}</span>
      {score !== undefined && <b aria-label={`score ${score}`}>{score}</b>}
    </Name>
  );
}
