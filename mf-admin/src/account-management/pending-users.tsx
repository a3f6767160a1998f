import { Button } from '@sb/web-kit';
import { Check, UserCheck, X } from 'lucide-react';
import styled from 'styled-components';
import { usePendingUsers } from '../api/admin-queries';
import { formatDateTime } from '../components/format-date';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { useApproveUser, useRejectUser } from './use-account-commands';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Who = styled.div`
  display: grid;
  flex: 1 1 160px;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Sign-ups waiting for a decision: approving credits the starting balance, rejecting refuses the account. */
export function PendingUsers() {
  const query = usePendingUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const users = query.data ?? [];
  // Only the row being decided shows progress; the others stay usable.
  const busyId = approve.isPending ? approve.variables?.userId : reject.isPending ? reject.variables?.userId : null;

  return (
    <Panel title="Pending Users" description="New sign-ups waiting for approval.">
      <QueryStates
        query={query}
        loadingLabel="Loading pending users"
        errorTitle="Failed to load pending users"
        isEmpty={users.length === 0}
        quietEmpty
        empty={{ icon: <UserCheck size={20} />, title: 'No pending users', text: 'Every sign-up has been reviewed.' }}
      >
        <List aria-label="Pending users">
          {users.map(({ id, username, createdAt }) => (
            <Row key={id} aria-label={username}>
              <Who>
                <strong>{username}</strong>
                <span>Signed up {formatDateTime(createdAt)}</span>
              </Who>
              <Actions>
                <Button
                  size="sm"
                  loading={approve.isPending && busyId === id}
                  disabled={busyId === id}
                  onClick={() => approve.mutate({ userId: id, username })}
                >
                  {!(approve.isPending && busyId === id) && <Check size={14} aria-hidden />}
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={reject.isPending && busyId === id}
                  disabled={busyId === id}
                  onClick={() => reject.mutate({ userId: id, username })}
                >
                  {!(reject.isPending && busyId === id) && <X size={14} aria-hidden />}
                  Reject
                </Button>
              </Actions>
            </Row>
          ))}
        </List>
      </QueryStates>
    </Panel>
  );
}
