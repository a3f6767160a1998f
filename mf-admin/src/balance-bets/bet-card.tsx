import type { BadgeTone } from '@sb/web-kit';
import { Badge, formatDollars, tabularNumbers } from '@sb/web-kit';
import styled from 'styled-components';
import type { AdminBet, BetStatus } from '../api/admin-types';
import { formatDateTime } from '../components/format-date';
import { marketLabel, matchupLabel, pickLabel } from '@sb/domain';
import { oddsLabel } from './bet-legs';
import { BetStatusControl } from './bet-status-control';

const STATUS_TONE: Record<BetStatus, BadgeTone> = {
  pending: 'pending',
  won: 'win',
  lost: 'loss',
  push: 'push',
  void: 'push',
  cashed_out: 'neutral',
};

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  time {
    margin-left: auto;
  }
`;

const Legs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Leg = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space[3]};
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  b {
    grid-row: span 2;
    align-self: center;
    ${tabularNumbers}
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Money = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: 700;
    ${tabularNumbers}
  }
`;

/** One bet as the admin needs it: whose, what, how much, its status, and the control to change it. */
export function BetCard({ bet, showUser }: { bet: AdminBet; showUser: boolean }) {
  return (
    <Card aria-label={`Bet ${bet.id}`}>
      <Top>
        <Badge $tone={STATUS_TONE[bet.status]}>{bet.status}</Badge>
        {showUser && bet.username && <strong>{bet.username}</strong>}
        <span>
          {bet.betMode === 'parlay' ? `Parlay · ${bet.legs.length} legs · ${oddsLabel(bet.combinedOdds)}` : 'Single'}
          {bet.balanceType === 'freePlay' && ' · Free Play'}
        </span>
        <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
      </Top>
      <Legs>
        {bet.legs.map((leg) => (
          <Leg key={leg.id}>
            <div>{pickLabel(leg)}</div>
            <b>{oddsLabel(leg.americanOdds)}</b>
            <span>
              {marketLabel(leg.marketType, leg.event)} · {matchupLabel(leg.event)}
            </span>
          </Leg>
        ))}
      </Legs>
      <Bottom>
        <Money>
          <div>
            <dt>Stake</dt>
            <dd>{formatDollars(bet.stake)}</dd>
          </div>
          <div>
            <dt>{bet.payout === null ? 'To Pay' : 'Paid'}</dt>
            <dd>{formatDollars(bet.payout ?? bet.potentialPayout)}</dd>
          </div>
        </Money>
        <BetStatusControl bet={bet} />
      </Bottom>
    </Card>
  );
}
