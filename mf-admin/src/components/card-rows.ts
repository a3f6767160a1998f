import { css, type RuleSet } from 'styled-components';

/**
 * A table's rows as cards on a phone (below the theme's mobile breakpoint), its columns from 768 px: the column
 * heads hidden from sight (screen readers still name each cell by them), each row a grid of its cells, the cells
 * neither padded, bordered, shaded nor stuck to the left as a scrolling table's first cell is. `layout` places the
 * cells (the grid's columns and areas) and dresses them. The tables are built for the desktop first, so the phone
 * layout is the one under a query.
 */
export const cardRowsOnPhone = (layout: RuleSet<object>) => css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      display: grid;
      padding: ${({ theme }) => theme.space[3]};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody tr > * {
      position: static;
      padding: 0 !important;
      border: 0;
      background: none !important;
    }
    ${layout}
  }
`;

/** Each cell in its grid area, in the row's order. */
export const cellAreas = (areas: readonly string[]) =>
  areas.map((area, index) => `tbody tr > :nth-child(${index + 1}) { grid-area: ${area}; }`).join('\n');
