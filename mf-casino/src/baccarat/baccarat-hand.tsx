import type { TCard } from '@sb/contracts';
import { Badge } from '@sb/web-kit';
import styled from 'styled-components';
import { FeltLabel } from '../shared/felt-table';
import { PlayingCard } from '../shared/playing-card';

const Hand = styled.section<{ $winner: boolean }>`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: 12px;
  border: 2px solid ${({ $winner }) => ($winner ? '#fcd34d' : 'rgba(255, 255, 255, 0.25)')};
  min-width: 0;
  h2 {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: inherit;
  }
`;

const Cards = styled.div`
  display: flex;
  justify-content: center;
  min-height: 92px;
  > * + * {
    margin-left: -38px;
  }
  ${({ theme }) => theme.media.desktop} {
    > * + * {
      margin-left: -26px;
    }
  }
`;

const Total = styled.span`
  color: #fff;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

type BaccaratHandProps = { name: 'Player' | 'Banker'; cards: TCard[]; total: number | null; winner: boolean };

/** A baccarat hand: its cards so far, the server's total once dealt, and the 'Winner!' badge. */
export function BaccaratHand({ name, cards, total, winner }: BaccaratHandProps) {
  return (
    <Hand aria-label={`${name} hand`} $winner={winner}>
      <h2>
        <FeltLabel>{name}</FeltLabel>
        {total !== null && <Total aria-label={`${name} total ${total}`}>{total}</Total>}
        {winner && <Badge $tone="pending">Winner!</Badge>}
      </h2>
      <Cards>
        {cards.map((card, index) => (
          <PlayingCard key={`${index}-${card.rank}-${card.suit}`} card={card} />
        ))}
      </Cards>
    </Hand>
  );
}
