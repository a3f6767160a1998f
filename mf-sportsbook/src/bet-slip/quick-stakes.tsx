import { QUICK_STAKES_DOLLARS } from '@sb/domain';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(${QUICK_STAKES_DOLLARS.length}, 1fr);
  gap: ${({ theme }) => theme.space[1]};
`;

const Chip = styled.button<{ $active: boolean }>`
  height: 28px;
  padding: 0;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Spec section 5: $10, $25, $50, $100 and $150 in one tap. */
export function QuickStakes({
  valueCents,
  onPick,
  target,
}: {
  valueCents: number;
  onPick: (amountCents: number) => void;
  /** Says what the buttons set, for screen readers: 'Lakers stake'. */
  target: string;
}) {
  return (
    <Row role="group" aria-label={`Quick stakes for ${target}`}>
      {QUICK_STAKES_DOLLARS.map((dollars) => (
        <Chip
          key={dollars}
          type="button"
          $active={valueCents === dollars * 100}
          aria-pressed={valueCents === dollars * 100}
          onClick={() => onPick(dollars * 100)}
        >
          ${dollars}
        </Chip>
      ))}
    </Row>
  );
}
