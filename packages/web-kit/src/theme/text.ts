import { css } from 'styled-components';

/** Odds and money line up in columns when every digit has the same width. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;
