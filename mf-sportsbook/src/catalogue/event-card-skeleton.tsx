import { Card, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.8fr) repeat(3, minmax(56px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

function SkeletonCard() {
  return (
    <Box>
      <Skeleton $width="40%" $height="14px" />
      {[0, 1].map((row) => (
        <Row key={row}>
          <Skeleton $height="20px" $width="70%" />
          <Skeleton $height="44px" />
          <Skeleton $height="44px" />
          <Skeleton $height="44px" />
        </Row>
      ))}
    </Box>
  );
}

/** Loading: placeholder cards shaped like the game cards (three on the sportsbook page). */
export function EventCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading games" style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
