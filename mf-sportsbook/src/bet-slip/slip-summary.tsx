import { cents, formatMoney } from '@sb/domain';
import { tabularNumbers } from '@sb/web-kit';
import { Ticket } from 'lucide-react';
import styled from 'styled-components';

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
  > p {
    margin: 0;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    ${tabularNumbers}
  }
`;

export function EmptySlip() {
  return (
    <Empty>
      <Ticket size={28} aria-hidden />
      <p>Your bet slip is empty.</p>
      <p>Tap any odds to add a selection.</p>
    </Empty>
  );
}

/** What is staked and what it would return; '—' when a long-shot parlay's payout is beyond counting. */
export function SlipTotals({ stakeCents, payoutCents }: { stakeCents: number; payoutCents: number | undefined }) {
  return (
    <Totals>
      <dt>Total Stake</dt>
      <dd>{formatMoney(cents(stakeCents))}</dd>
      <dt>Potential Payout</dt>
      <dd>{payoutCents === undefined ? '—' : formatMoney(cents(payoutCents))}</dd>
    </Totals>
  );
}
