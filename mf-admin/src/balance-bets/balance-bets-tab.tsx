import { holdsMoney } from '@sb/domain';
import { formatDollars } from '@sb/web-kit';
import styled from 'styled-components';
import { useAdminUsers } from '../api/admin-queries';
import { Panel } from '../components/panel';
import { StatGrid } from '../components/stat-grid';
import { UserSelect } from '../components/user-select';
import { AdjustBalanceForm } from './adjust-balance-form';
import { BetsList } from './bets-list';
import { PlayerLimitsPanel } from './player-limits-panel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(280px, 360px) 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type BalanceBetsTabProps = { userId: string; onUserChange: (userId: string) => void };

/** Pick a user (never an auditor: they hold no money): see their balances, change them, and change their bets. */
export function BalanceBetsTab({ userId, onUserChange }: BalanceBetsTabProps) {
  const usersQuery = useAdminUsers();
  const users = (usersQuery.data ?? []).filter((candidate) => holdsMoney(candidate.role));
  const user = users.find((candidate) => candidate.id === userId);
  // Picking someone is the moment their balance matters: read it now, not as it was when the tab opened.
  const pick = (id: string) => {
    onUserChange(id);
    void usersQuery.refetch();
  };

  return (
    <Layout>
      <Side>
        <Panel title="User" description="Pick one to see and change their balances and bets.">
          <UserSelect id="balance-user" users={users} value={userId} onChange={pick} emptyLabel="All users" hideLabel />
          {user && (
            <StatGrid
              label={`${user.username}'s balances`}
              stats={[
                { label: 'Cash', value: formatDollars(user.balance) },
                { label: 'Free Play', value: formatDollars(user.freePlayBalance) },
                { label: 'Pending Bets', value: user.pendingBets, tone: user.pendingBets > 0 ? 'pending' : 'neutral' },
                { label: 'Wagered', value: formatDollars(user.totalWagered) },
              ]}
            />
          )}
        </Panel>
        <AdjustBalanceForm user={user} />
        {user && <PlayerLimitsPanel userId={String(user.id)} username={user.username} />}
      </Side>
      {/* Keyed by user so paging starts over for each one. */}
      <BetsList key={userId} userId={userId} username={user?.username} />
    </Layout>
  );
}
