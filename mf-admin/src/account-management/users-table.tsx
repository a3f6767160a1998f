import type { BadgeTone } from '@sb/web-kit';
import { Badge, Button, formatDollars, NumericCell, NumericHeader, Table, TableScroll, useSession } from '@sb/web-kit';
import { Users, Wallet } from 'lucide-react';
import styled from 'styled-components';
import { AUDITOR_HOLDS_NO_MONEY, type TUserStatus } from '@sb/contracts';
import { holdsMoney } from '@sb/domain';
import { useAdminUsers } from '../api/admin-queries';
import { formatDate } from '../components/format-date';
import { plural } from '../components/plural';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { VisuallyHidden } from '../components/visually-hidden';
import { DeleteUserButton } from './delete-user-button';

const RowActions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Name, admin flag and sign-up date in the one column that stays in view while the figures scroll. */
const UserCell = styled.div`
  display: grid;
  span {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
  }
`;

const STATUS_TONE: Record<TUserStatus, BadgeTone> = { approved: 'win', pending: 'pending', rejected: 'loss' };

/** Every account with its balances, status, admin flag and betting figures (spec 'Admin user stats'). */
export function UsersTable({ onManage }: { onManage: (userId: string) => void }) {
  const query = useAdminUsers();
  const { user: me } = useSession();
  const users = query.data ?? [];

  return (
    <Panel title="All Users" description={query.data ? plural(users.length, 'account') : undefined}>
      <QueryStates
        query={query}
        loadingLabel="Loading users"
        errorTitle="Failed to load users"
        isEmpty={users.length === 0}
        empty={{ icon: <Users size={24} />, title: 'No users', text: 'Accounts appear here once created.' }}
      >
        <TableScroll>
          <Table aria-label="All users">
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Status</th>
                <NumericHeader scope="col">Balance</NumericHeader>
                <NumericHeader scope="col">Free Play</NumericHeader>
                <NumericHeader scope="col">Bets</NumericHeader>
                <NumericHeader scope="col">Pending</NumericHeader>
                <NumericHeader scope="col">
                  <abbr title="Won–Lost">W–L</abbr>
                </NumericHeader>
                <NumericHeader scope="col">Wagered</NumericHeader>
                <NumericHeader scope="col">Total Won</NumericHeader>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} aria-label={user.username}>
                  <th scope="row">
                    <UserCell>
                      <span>
                        {user.username}
                        {user.isAdmin === 'true' && <Badge $tone="accent">Admin</Badge>}
                        {user.role === 'auditor' && <Badge $tone="neutral">Auditor</Badge>}
                      </span>
                      <small>Joined {formatDate(user.createdAt)}</small>
                    </UserCell>
                  </th>
                  <td>
                    <Badge $tone={STATUS_TONE[user.status]}>{user.status}</Badge>
                  </td>
                  <NumericCell>{formatDollars(user.balance)}</NumericCell>
                  <NumericCell>{formatDollars(user.freePlayBalance)}</NumericCell>
                  <NumericCell>{user.totalBets}</NumericCell>
                  <NumericCell>{user.pendingBets}</NumericCell>
                  <NumericCell>
                    {user.wonBets}–{user.lostBets}
                  </NumericCell>
                  <NumericCell>{formatDollars(user.totalWagered)}</NumericCell>
                  <NumericCell>{formatDollars(user.totalWon)}</NumericCell>
                  <td>
                    <RowActions>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Manage ${user.username}`}
                        title={holdsMoney(user.role) ? 'Balance & Bets' : AUDITOR_HOLDS_NO_MONEY}
                        disabled={!holdsMoney(user.role)}
                        onClick={() => onManage(user.id)}
                      >
                        <Wallet size={16} aria-hidden />
                      </Button>
                      <DeleteUserButton
                        userId={user.id}
                        username={user.username}
                        disabledReason={me?.id === user.id ? 'You cannot delete your own account' : undefined}
                      />
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </QueryStates>
    </Panel>
  );
}
