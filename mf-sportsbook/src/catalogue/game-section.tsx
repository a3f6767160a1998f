import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import {
  GAME_BOARD_CONTAINER,
  WIDE_BOARD,
  WIDE_COLUMN_GAP,
  WIDE_LINKS_COLUMN,
  WIDE_ODDS_COLUMNS,
  WIDE_ROW_PADDING,
} from './game-columns';

const Box = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  container: ${GAME_BOARD_CONTAINER} / inline-size;
`;

/** The section's title; on a wide board the spread, total and money heads share its line, over their columns. */
const HeadRow = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  ${WIDE_BOARD} {
    display: grid;
    grid-template-columns: ${WIDE_ODDS_COLUMNS} ${WIDE_LINKS_COLUMN};
    column-gap: ${WIDE_COLUMN_GAP};
    padding: 0 9px;
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  ${WIDE_BOARD} {
    grid-column: 1 / 3;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Head = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-align: center;
  text-transform: uppercase;
  ${WIDE_BOARD} {
    display: block;
  }
`;

/**
 * Games one under the other: cards apart on a phone; on a wide board one panel of two-line rows, ruled apart,
 * under one line of column heads.
 */
export const GameList = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  ${WIDE_BOARD} {
    gap: 0;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.panel};
    > section {
      padding: ${WIDE_ROW_PADDING};
      border: 0;
      border-radius: 0;
      background: none;
    }
    > section + section {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

/** The column heads of a wide board, in a row of their own (the featured strip's). */
export function ColumnHeads({ children }: { children: ReactNode }) {
  return (
    <HeadRow>
      {children}
      <Head aria-hidden>Spread</Head>
      <Head aria-hidden>Total</Head>
      <Head aria-hidden>Money</Head>
    </HeadRow>
  );
}

/** A titled list of games ('Live Now', 'Upcoming Games'), named by its heading for assistive tech. */
export function GameSection({
  title,
  icon,
  count,
  linksWidth,
  children,
}: {
  title: string;
  icon?: ReactNode;
  count?: number;
  /** The links column's width when narrower than the default (games without 'Props and more'). */
  linksWidth?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box aria-labelledby={id} style={linksWidth ? ({ '--game-links-width': linksWidth } as CSSProperties) : undefined}>
      <ColumnHeads>
        <Title id={id}>
          {icon}
          {title}
          {count !== undefined && <small>{count}</small>}
        </Title>
      </ColumnHeads>
      {children}
    </Box>
  );
}
