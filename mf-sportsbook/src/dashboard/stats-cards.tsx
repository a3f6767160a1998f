import { Card, formatDollars, tabularNumbers } from '@sb/web-kit';
import type { LucideIcon } from 'lucide-react';
import { Activity, Percent, Scale, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import styled from 'styled-components';
import type { UserStats } from './bet-types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Stat = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  > strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${tabularNumbers}
  }
  > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Value = styled.strong<{ $tone?: 'win' | 'loss' }>`
  color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.text)};
`;

type StatProps = { title: string; icon: LucideIcon; value: string; note: string; tone?: 'win' | 'loss' };

function StatCard({ title, icon: Icon, value, note, tone }: StatProps) {
  return (
    <Stat aria-label={title}>
      <h2>
        {title}
        <Icon size={16} aria-hidden />
      </h2>
      <Value $tone={tone}>{value}</Value>
      <span>{note}</span>
    </Stat>
  );
}

const signed = (dollars: number) => (dollars > 0 ? `+${formatDollars(dollars)}` : formatDollars(dollars));

/** Spec section 2: Total Bets (W-L), Total Wagered, Net P/L (Profit or Loss), Win Rate and Average Bet. */
export function StatsCards({ stats }: { stats: UserStats }) {
  const profit = stats.netProfitLoss >= 0;
  const average = stats.totalBets === 0 ? 0 : stats.totalWagered / stats.totalBets;
  return (
    <Grid>
      <StatCard
        title="Total Bets"
        icon={Activity}
        value={String(stats.totalBets)}
        note={`${stats.totalWins}W - ${stats.totalLosses}L${stats.totalCashedOut ? ` - ${stats.totalCashedOut} cashed out` : ''}`}
      />
      <StatCard title="Total Wagered" icon={Wallet} value={formatDollars(stats.totalWagered)} note="All time" />
      <StatCard
        title="Net P/L"
        icon={profit ? TrendingUp : TrendingDown}
        value={signed(stats.netProfitLoss)}
        note={profit ? 'Profit' : 'Loss'}
        tone={stats.netProfitLoss === 0 ? undefined : profit ? 'win' : 'loss'}
      />
      <StatCard title="Win Rate" icon={Percent} value={`${stats.winRate}%`} note="Of decided bets" />
      <StatCard
        title="Average Bet"
        icon={Scale}
        value={formatDollars(Math.round(average * 100) / 100)}
        note="Per bet"
      />
    </Grid>
  );
}
