import styled from 'styled-components';

export { PageHeader } from '@sb/web-kit';

/** A screen: its header, then its blocks, evenly spaced; room at the bottom for the floating slip button. */
export const Page = styled.div`
  display: grid;
  /* minmax(0, 1fr): a wide child (a table) scrolls inside its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding-bottom: 72px;
`;
