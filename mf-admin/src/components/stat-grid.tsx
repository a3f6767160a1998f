import { tabularNumbers } from '@sb/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StatTone = 'neutral' | 'win' | 'loss' | 'pending';

export type Stat = { label: string; value: ReactNode; tone?: StatTone };

const Grid = styled.dl`
  display: grid;
  /* Three figures side by side on a phone, roomier tiles from the desktop breakpoint. */
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  }
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Tile = styled.div<{ $tone: StatTone }>`
  display: grid;
  /* A label that wraps pushes nothing: every figure sits on the tile's bottom line. */
  grid-template-rows: 1fr auto;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
  dd {
    margin: 0;
    ${tabularNumbers}
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    color: ${({ theme, $tone }) =>
      ({
        neutral: theme.colors.text,
        win: theme.colors.win,
        loss: theme.colors.loss,
        pending: theme.colors.pending,
      })[$tone]};
  }
`;

/** Figures an action returned (or a count to act on), as labelled tiles that line up in columns. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {stats.map(({ label: name, value, tone = 'neutral' }) => (
        <Tile key={name} $tone={tone}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
