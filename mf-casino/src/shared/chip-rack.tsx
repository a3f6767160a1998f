import { useBalance } from '@sb/web-kit';
import styled from 'styled-components';
import type { Chip } from './chips';
import { chipAffordable, CHIPS } from './chips';

/** Casino chip colours, one per value as on a real table; the value is always written on the chip. */
const CHIP_COLOURS: Record<Chip, string> = {
  5: '#c2410c',
  10: '#1d4ed8',
  25: '#15803d',
  50: '#7c3aed',
  100: '#111827',
};

const Rack = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ChipButton = styled.button<{ $colour: string }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 5px dashed rgba(255, 255, 255, 0.85);
  background: ${({ $colour }) => $colour};
  box-shadow:
    0 0 0 3px ${({ $colour }) => $colour},
    0 3px 8px rgba(0, 0, 0, 0.5);
  color: #fff;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  transition: transform 120ms;
  &::after {
    content: '';
    position: absolute;
    inset: 5px;
    border-radius: 50%;
    border: 1px solid rgba(255, 255, 255, 0.45);
  }
  &[aria-pressed='true'] {
    transform: translateY(-4px);
    box-shadow:
      0 0 0 3px ${({ $colour }) => $colour},
      0 0 0 6px ${({ theme }) => theme.colors.pending},
      0 6px 12px rgba(0, 0, 0, 0.6);
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

type ChipRackProps = {
  selected: number | null;
  onSelect: (chip: Chip) => void;
  /** While a round is being played the bet cannot change. */
  locked?: boolean;
};

/** The five chips; picking one sets the bet. A chip above the balance is disabled (spec section 5). */
export function ChipRack({ selected, onSelect, locked = false }: ChipRackProps) {
  const balance = useBalance()?.cash;
  return (
    <Rack role="group" aria-label="Chips">
      {CHIPS.map((chip) => (
        <ChipButton
          key={chip}
          type="button"
          $colour={CHIP_COLOURS[chip]}
          aria-label={`$${chip} chip`}
          aria-pressed={selected === chip}
          disabled={locked || !chipAffordable(chip, balance)}
          onClick={() => onSelect(chip)}
        >
          {chip}
        </ChipButton>
      ))}
    </Rack>
  );
}
