import { Table, TableScroll } from '@sb/web-kit';
import { ScrollText } from 'lucide-react';
import styled, { css } from 'styled-components';
import { cardRowsOnPhone, cellAreas } from '../components/card-rows';
import { formatDateTime } from '../components/format-date';
import { plural } from '../components/plural';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { useAdminActions } from './audit-queries';
import { describeAdminAction } from './describe-admin-action';
import { EventKind } from './event-kind';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * On a phone five columns do not fit, so each action becomes a card of its own (when, what was done, by whom to
 * whom, with what), the column names written beside the two names.
 */
const TrailTable = styled(Table)`
  ${cardRowsOnPhone(css`
    tbody tr {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'when when' 'action action' 'admin account' 'with with';
      gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    }
    tbody td {
      font-weight: 400;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.textSecondary};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    /* The table's first cell is bold for a scrolling row: not in a card. */
    tbody tr > td:first-child {
      font-weight: 400;
      color: ${({ theme }) => theme.colors.textSecondary};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
    td:nth-child(3) {
      font-weight: 700;
    }
    td:nth-child(4) {
      text-align: right;
    }
    ${cellAreas(['when', 'admin', 'action', 'account', 'with'])}
  `)}
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
          <TrailTable aria-label="Admin actions">
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
                  <td data-label="By">{action.adminUsername ?? <Muted>{action.adminId.slice(0, 8)}</Muted>}</td>
                  <td>
                    <EventKind type={action.action} />
                  </td>
                  <td data-label="To">{action.username ?? <Muted>{action.userId?.slice(0, 8) ?? '—'}</Muted>}</td>
                  <td>{describeAdminAction(action)}</td>
                </tr>
              ))}
            </tbody>
          </TrailTable>
        </TableScroll>
      </QueryStates>
    </Panel>
  );
}
