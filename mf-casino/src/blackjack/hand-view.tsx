import type { TBlackjackHandStatus, TCard } from '@sb/contracts';
import { Badge } from '@sb/web-kit';
import type { BadgeTone } from '@sb/web-kit';
import styled from 'styled-components';
import { FeltLabel } from '../shared/felt-table';
import { CardBack, PlayingCard } from '../shared/playing-card';

const Hand = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: inherit;
`;

const Total = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 30px;
  height: 26px;
  padding: 0 6px;
  border-radius: 13px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Cards = styled.div`
  display: flex;
  justify-content: center;
  min-height: 92px;
  > * + * {
    margin-left: -22px;
  }
`;

const STATUS: Record<TBlackjackHandStatus, { text: string; tone: BadgeTone }> = {
  active: { text: 'Active', tone: 'accent' },
  blackjack: { text: 'Blackjack', tone: 'pending' },
  busted: { text: 'Busted', tone: 'loss' },
  stood: { text: 'Stood', tone: 'push' },
};

type HandViewProps = {
  name: 'Dealer' | 'Player';
  cards: TCard[];
  /** The server's total and status, shown once every card of the hand is on the table. */
  total: number | null;
  status: TBlackjackHandStatus | null;
  holeCard?: boolean;
};

/** One side of the table: its cards as dealt so far, the hand total and its status (spec section 4). */
export function HandView({ name, cards, total, status, holeCard = false }: HandViewProps) {
  const label = `${name} hand`;
  return (
    <Hand aria-label={label}>
      <Heading>
        <FeltLabel>{name}</FeltLabel>
        {total !== null && <Total aria-label={`${name} total ${total}`}>{total}</Total>}
        {status && <Badge $tone={STATUS[status].tone}>{STATUS[status].text}</Badge>}
      </Heading>
      <Cards>
        {cards.map((card, index) => (
          <PlayingCard key={`${index}-${card.rank}-${card.suit}`} card={card} />
        ))}
        {holeCard && <CardBack />}
      </Cards>
    </Hand>
  );
}
