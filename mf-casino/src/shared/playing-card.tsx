import type { TCard } from '@sb/contracts';
import styled, { css, keyframes } from 'styled-components';

const SUIT_SYMBOL = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;
const RED_SUITS = new Set(['diamonds', 'hearts']);

const dealIn = keyframes`
  from { transform: translate(-40px, -60px) rotate(-12deg); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Face = styled.div<{ $red?: boolean; $back?: boolean }>`
  position: relative;
  flex: none;
  width: 64px;
  height: 92px;
  border-radius: 7px;
  ${({ theme }) => theme.media.desktop} {
    width: 76px;
    height: 108px;
  }
  box-shadow: 0 4px 10px rgba(0, 0, 0, 0.45);
  animation: ${dealIn} 260ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ $back, $red }) =>
    $back
      ? css`
          border: 3px solid #f8fafc;
          background: repeating-linear-gradient(45deg, #1e3a8a 0 6px, #1d4ed8 6px 12px);
        `
      : css`
          background: #f8fafc;
          color: ${$red ? '#c81e1e' : '#111827'};
        `}
`;

const Corner = styled.span<{ $flip?: boolean }>`
  position: absolute;
  display: grid;
  justify-items: center;
  line-height: 1;
  font-weight: 800;
  font-size: 15px;
  ${({ $flip }) => ($flip ? 'right: 5px; bottom: 5px; transform: rotate(180deg);' : 'left: 5px; top: 5px;')}
`;

const Pip = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: 30px;
`;

/** A card drawn on the table; its name is read out ('Q of hearts'), its colour also written by the suit. */
export function PlayingCard({ card }: { card: TCard }) {
  const suit = SUIT_SYMBOL[card.suit];
  return (
    <Face role="img" aria-label={`${card.rank} of ${card.suit}`} $red={RED_SUITS.has(card.suit)}>
      <Corner aria-hidden>
        {card.rank}
        <span>{suit}</span>
      </Corner>
      <Pip aria-hidden>{suit}</Pip>
      <Corner aria-hidden $flip>
        {card.rank}
        <span>{suit}</span>
      </Corner>
    </Face>
  );
}

/** The dealer's hole card while the hand is open: the server has not sent it yet. */
export function CardBack() {
  return <Face role="img" aria-label="Face-down card" $back />;
}
