import { Skeleton } from '@sb/web-kit';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
`;

/** Placeholders shaped like prop cards (league line, game, player, two prices), while a group's cards load. */
export function PropCardSkeletons({ count }: { count: number }) {
  return (
    <Grid role="status" aria-busy="true" aria-label="Loading props">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} $height="148px" />
      ))}
    </Grid>
  );
}
