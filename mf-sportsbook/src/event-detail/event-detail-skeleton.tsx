import { Card, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** One market of the trio: its title, the two sides' odds buttons and the bookmaker line. */
const Option = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

/** Loading: placeholders shaped like the event page (badges, title and date; then the Main Markets trio). */
export function EventDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading event" data-skeleton="event" style={{ display: 'grid', gap: 16 }}>
      <Box>
        <Skeleton $width="180px" $height="22px" />
        <Skeleton $width="70%" $height="32px" />
        <Skeleton $width="240px" $height="16px" />
      </Box>
      <Box>
        <Skeleton $width="140px" $height="22px" />
        <Options>
          {[0, 1, 2].map((option) => (
            <Option key={option} data-skeleton="market-option">
              <Skeleton $width="50%" $height="14px" />
              <Skeleton $height="44px" />
              <Skeleton $height="44px" />
              <Skeleton $width="40%" $height="12px" />
            </Option>
          ))}
        </Options>
      </Box>
    </div>
  );
}
