import type { TRouletteBetType } from '@sb/contracts';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { colourWord, OUTSIDE_BETS, pocketColour, POCKET_FILL } from './pockets';

const NUMBERS = Array.from({ length: 36 }, (_, index) => index + 1);

const Board = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

// Phone: six columns, 1 to 6 on the first row. Desktop: the classic twelve columns, 3-6-9... on top.
const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 4px;
  > button {
    grid-column: var(--mc);
    grid-row: var(--mr);
  }
  > button:first-child {
    grid-column: 1 / -1;
    grid-row: 1;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 48px repeat(12, 1fr);
    > button {
      grid-column: var(--dc);
      grid-row: var(--dr);
    }
    > button:first-child {
      grid-column: 1;
      grid-row: 1 / span 3;
    }
  }
`;

const Cell = styled.button<{ $fill: string }>`
  display: grid;
  place-items: center;
  min-height: 36px;
  padding: 2px;
  border: 1px solid rgba(255, 255, 255, 0.55);
  border-radius: 4px;
  background: ${({ $fill }) => $fill};
  color: #fff;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.05;
  cursor: pointer;
  small {
    font-size: 9px;
    font-weight: 600;
    letter-spacing: 0.04em;
    opacity: 0.85;
    text-transform: uppercase;
  }
  &[aria-pressed='true'] {
    outline: 3px solid #fcd34d;
    outline-offset: -3px;
    box-shadow: inset 0 0 0 40px rgba(252, 211, 77, 0.25);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Outside = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(6, 1fr);
    margin-left: 52px;
  }
`;

const OUTSIDE_FILL: Partial<Record<TRouletteBetType, string>> = { red: POCKET_FILL.red, black: POCKET_FILL.black };

type RouletteBoardProps = {
  selected: TRouletteBetType | null;
  onSelect: (betType: TRouletteBetType) => void;
  locked: boolean;
};

const place = (n: number): CSSProperties =>
  ({
    '--mc': ((n - 1) % 6) + 1,
    '--mr': Math.ceil(n / 6) + 1,
    '--dc': Math.ceil(n / 3) + 1,
    '--dr': 3 - ((n - 1) % 3),
  }) as CSSProperties;

/** The betting layout: zero, the 36 numbers (colour written as well as drawn) and the six outside bets. */
export function RouletteBoard({ selected, onSelect, locked }: RouletteBoardProps) {
  const numberCell = (n: number) => {
    const colour = pocketColour(n);
    const betType = `number-${n}` as const;
    return (
      <Cell
        key={n}
        type="button"
        style={n === 0 ? undefined : place(n)}
        $fill={POCKET_FILL[colour]}
        aria-label={`Number ${n} ${colourWord(colour)}`}
        aria-pressed={selected === betType}
        disabled={locked}
        onClick={() => onSelect(betType)}
      >
        {n}
        <small aria-hidden>{n === 0 ? 'zero' : colour}</small>
      </Cell>
    );
  };
  return (
    <Board role="group" aria-label="Bet types">
      <Numbers>{[0, ...NUMBERS].map(numberCell)}</Numbers>
      <Outside>
        {OUTSIDE_BETS.map(({ betType, label, name }) => (
          <Cell
            key={betType}
            type="button"
            $fill={OUTSIDE_FILL[betType] ?? 'rgba(0, 0, 0, 0.25)'}
            aria-label={name}
            aria-pressed={selected === betType}
            disabled={locked}
            onClick={() => onSelect(betType)}
          >
            {label}
          </Cell>
        ))}
      </Outside>
    </Board>
  );
}
