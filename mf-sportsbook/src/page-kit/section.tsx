import styled from 'styled-components';

/** Cards one under the other on a phone, two side by side where there is room. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  /* A card that opens ('Props and more') grows alone; its neighbour keeps its own height. */
  align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '420px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
