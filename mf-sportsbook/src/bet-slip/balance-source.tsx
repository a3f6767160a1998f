import { formatDollars } from '@sb/web-kit';
import styled from 'styled-components';
import { useSportsbookDispatch } from '../app/store';
import type { BalanceType } from './bet-slip-slice';
import { balanceTypeChanged } from './bet-slip-slice';
import type { DollarBalances } from './slip-rules';

const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Option = styled.button`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
    font-variant-numeric: tabular-nums;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** Cash or free play (spec section 4): free play is for straight bets only, so it is off in a parlay. */
export function BalanceSource({
  value,
  balances,
  parlay,
}: {
  value: BalanceType;
  balances: DollarBalances | undefined;
  parlay: boolean;
}) {
  const dispatch = useSportsbookDispatch();
  const option = (type: BalanceType, title: string, amount: number | undefined, disabled = false) => (
    <Option
      type="button"
      role="radio"
      aria-checked={value === type}
      disabled={disabled}
      onClick={() => dispatch(balanceTypeChanged(type))}
    >
      {title}
      <small>{amount === undefined ? '—' : formatDollars(amount)}</small>
    </Option>
  );
  return (
    <Group role="radiogroup" aria-label="Bet with">
      {option('cash', 'Cash', balances?.cash)}
      {option('freePlay', 'Free Play', balances?.freePlay, parlay)}
    </Group>
  );
}
