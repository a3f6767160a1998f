import { Card, Skeleton } from '@sb/web-kit';
import styled from 'styled-components';
import { BETS_TABLE_MIN_WIDTH } from './use-wide-layout';

const StatsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A stats card's outline: each line exactly one line of the card's own text (title, figure, note: 1lh in their
 * font sizes) and the card's gaps, so the page below does not move when the figures arrive (it moved by 15 px).
 */
const Stat = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  > :nth-child(1) {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > :nth-child(2) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > :nth-child(3) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Loading: the five stats cards (title, figure, note), each where its card will be. */
export function StatsCardsSkeleton() {
  return (
    <StatsGrid role="status" aria-label="Loading your figures" data-skeleton="stats">
      {Array.from({ length: 5 }, (_, index) => (
        <Stat key={index} as="div">
          <Skeleton $width="55%" $height="1lh" />
          <Skeleton $width="70%" $height="1lh" />
          <Skeleton $width="40%" $height="1lh" />
        </Stat>
      ))}
    </StatsGrid>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A bet's line: date, game, bet, stake, odds, status and payout on a wide screen; a short card on a phone. */
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  @media (min-width: ${BETS_TABLE_MIN_WIDTH}px) {
    grid-template-columns: 1fr 2fr 1.4fr 0.8fr 0.6fr 0.8fr 0.8fr;
    padding: ${({ theme }) => theme.space[2]};
    border-width: 0 0 1px;
    border-radius: 0;
  }
`;

const COLUMN_WIDTHS = ['70%', '85%', '75%', '60%', '70%', '80%', '65%'];

/** Loading: the tabs, then bets shaped like the table (or the cards) they will be. */
export function BetListSkeleton() {
  return (
    <Rows role="status" aria-label="Loading bets" data-skeleton="bets">
      <Skeleton $width="220px" $height="32px" />
      {Array.from({ length: 4 }, (_, row) => (
        <Row key={row}>
          {COLUMN_WIDTHS.map((width, column) => (
            <Skeleton key={column} $width={width} $height="14px" />
          ))}
        </Row>
      ))}
    </Rows>
  );
}
