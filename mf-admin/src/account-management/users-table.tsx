import type { BadgeTone } from '@sb/web-kit';
import { Badge, Button, formatDollars, NumericCell, NumericHeader, Table, TableScroll, useSession } from '@sb/web-kit';
import { Users, Wallet } from 'lucide-react';
import styled, { css } from 'styled-components';
import { cardRowsOnPhone, cellAreas } from '../components/card-rows';
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

/**
 * On a phone ten columns do not fit (the figures, Manage and Delete were scrolled out of view), so each account
 * becomes a card: name and actions on top, then its status and figures, each under its column's name (the status
 * two columns wide, for its badge).
 */
const UsersGrid = styled(Table)`
  ${cardRowsOnPhone(css`
    tbody tr {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      grid-template-areas: 'user user actions' 'status status balance' 'freeplay bets pending' 'record wagered won';
      gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    }
    tbody tr > * {
      text-align: left !important;
    }
    tbody th {
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textSecondary};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    ${cellAreas(['user', 'status', 'balance', 'freeplay', 'bets', 'pending', 'record', 'wagered', 'won', 'actions'])}
  `)}
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
          <UsersGrid aria-label="All users">
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
                  <td data-label="Status">
                    <Badge $tone={STATUS_TONE[user.status]}>{user.status}</Badge>
                  </td>
                  <NumericCell data-label="Balance">{formatDollars(user.balance)}</NumericCell>
                  <NumericCell data-label="Free Play">{formatDollars(user.freePlayBalance)}</NumericCell>
                  <NumericCell data-label="Bets">{user.totalBets}</NumericCell>
                  <NumericCell data-label="Pending">{user.pendingBets}</NumericCell>
                  <NumericCell data-label="W–L">
                    {user.wonBets}–{user.lostBets}
                  </NumericCell>
                  <NumericCell data-label="Wagered">{formatDollars(user.totalWagered)}</NumericCell>
                  <NumericCell data-label="Total Won">{formatDollars(user.totalWon)}</NumericCell>
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
          </UsersGrid>
        </TableScroll>
      </QueryStates>
    </Panel>
  );
}
