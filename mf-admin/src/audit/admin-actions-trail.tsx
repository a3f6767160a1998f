import { Table, TableScroll } from '@sb/web-kit';
import { ScrollText } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime } from '../components/format-date';
import { plural } from '../components/plural';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { useAdminActions } from './audit-queries';
import { describeAdminAction } from './describe-admin-action';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Who approved, adjusted, re-settled or deleted what, when: the newest 200 admin actions. */
export function AdminActionsTrail() {
  const query = useAdminActions();
  const actions = query.data?.actions ?? [];

  return (
    <Panel
      title="Admin Actions"
      description={query.data ? `The newest ${plural(actions.length, 'action')}` : undefined}
    >
      <QueryStates
        query={query}
        loadingLabel="Loading admin actions"
        errorTitle="Failed to load admin actions"
        isEmpty={actions.length === 0}
        empty={{ icon: <ScrollText size={24} />, title: 'No admin actions', text: 'Admin commands appear here.' }}
      >
        <TableScroll tabIndex={0} role="region" aria-label="Admin actions table">
          <Table aria-label="Admin actions">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Action</th>
                <th scope="col">Account</th>
                <th scope="col">With</th>
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id}>
                  <td>{formatDateTime(action.at)}</td>
                  <td>{action.adminUsername ?? <Muted>{action.adminId.slice(0, 8)}</Muted>}</td>
                  <td>{action.action}</td>
                  <td>{action.username ?? <Muted>{action.userId?.slice(0, 8) ?? '—'}</Muted>}</td>
                  <td>{describeAdminAction(action)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </QueryStates>
    </Panel>
  );
}
