import { americanOdds, formatOdds } from '@sb/domain';
import { formatDollars, tabularNumbers } from '@sb/web-kit';
import styled from 'styled-components';
import { payoutDisplay } from './bet-display';
import { dateAndTime } from '../page-kit/format-date';
import { BetLines, GameLines, payoutColor, StatusBadge } from './bet-cells';
import type { Bet, BetStatus } from './bet-types';
import { CashOutControl } from './cash-out-control';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BetCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.panel};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  time {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: 600;
    ${tabularNumbers}
  }
`;

const Payout = styled.dd<{ $status: BetStatus }>`
  color: ${({ theme, $status }) => theme.colors[payoutColor($status)]};
  font-weight: 700 !important;
`;

/** Below the table's width: one card per bet, every figure and the status in view without scrolling sideways. */
export function BetCards({ bets, caption }: { bets: readonly Bet[]; caption: string }) {
  return (
    <List aria-label={caption}>
      {bets.map((bet) => (
        <BetCard key={bet.id} data-bet-id={bet.id}>
          <Top>
            <time dateTime={bet.placedAt}>{dateAndTime(bet.placedAt)}</time>
            <StatusBadge status={bet.status} />
          </Top>
          <GameLines bet={bet} />
          <BetLines bet={bet} />
          <Figures>
            <div>
              <dt>Stake</dt>
              <dd>
                {formatDollars(bet.stake)}
                {bet.balanceType === 'freePlay' && ' Free Play'}
              </dd>
            </div>
            <div>
              <dt>Odds</dt>
              <dd>{formatOdds(americanOdds(bet.combinedOdds))}</dd>
            </div>
            <div>
              <dt>Payout</dt>
              <Payout $status={bet.status} data-payout>
                {payoutDisplay(bet)}
              </Payout>
            </div>
          </Figures>
          <CashOutControl bet={bet} />
        </BetCard>
      ))}
    </List>
  );
}
