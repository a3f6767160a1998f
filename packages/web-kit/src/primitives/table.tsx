import styled from 'styled-components';
import { tabularNumbers } from '../theme/text.js';

/**
 * A wide table scrolls inside its own box on a phone, so the page never scrolls sideways; the first column
 * stays put so every row keeps its name in view.
 */
export const TableScroll = styled.div`
  /* Positioned, so visually hidden header text in a scrolled-off column is clipped here, not by the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  /* The first cell names the row (a th scope=row or a plain td) and stays in view while the rest scrolls. */
  tr > :first-child {
    padding-left: ${({ theme }) => theme.space[3]};
    position: sticky;
    left: 0;
    z-index: 1;
  }
  tbody tr > :first-child {
    background: ${({ theme }) => theme.colors.panel};
    font-weight: 600;
  }
  tbody tr:hover > * {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.raised} 60%, ${({ theme }) => theme.colors.panel});
  }
`;

/** A money or count column: right-aligned, tabular figures. */
export const NumericCell = styled.td`
  text-align: right !important;
  ${tabularNumbers}
`;

export const NumericHeader = styled.th`
  text-align: right !important;
`;
