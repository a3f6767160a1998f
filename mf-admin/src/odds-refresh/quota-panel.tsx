import { Badge, NumericCell, NumericHeader, Table, TableScroll } from '@sb/web-kit';
import { Gauge } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime } from '../components/format-date';
import { Panel } from '../components/panel';
import { QueryStates } from '../components/query-states';
import { StatGrid } from '../components/stat-grid';
import type { TOddsQuotaDto } from '@sb/contracts';
import { useOddsQuota } from './use-odds-quota';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Skips = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.raised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.control};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  time {
    display: block;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const TIER_LABEL = { live: 'Live / within 1 h', soon: 'Within 6 h', today: 'Within 24 h', far: 'Later' } as const;
const count = (value: number | null) => (value === null ? '—' : value.toLocaleString());
const shortTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (iso: string | null) => (iso === null ? '—' : shortTime.format(new Date(iso)));

const What = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function QuotaView({ quota }: { quota: TOddsQuotaDto }) {
  const left = quota.dailyBudget - quota.spentLast24Hours;
  return (
    <Stack>
      <StatGrid
        label="Quota figures"
        stats={[
          { label: 'Remaining (provider)', value: count(quota.remaining) },
          { label: 'Used (provider)', value: count(quota.used) },
          {
            label: 'Spent, last 24 h',
            value: `${quota.spentLast24Hours.toLocaleString()} / ${quota.dailyBudget.toLocaleString()}`,
            tone: left <= 0 ? 'loss' : left < quota.dailyBudget / 10 ? 'pending' : 'neutral',
          },
          { label: 'Spent, last hour', value: count(quota.spentLastHour) },
        ]}
      />
      <TableScroll>
        <Table aria-label="Refresh plan">
          <thead>
            <tr>
              <th scope="col">For</th>
              <th scope="col">Games</th>
              <NumericHeader scope="col">Every</NumericHeader>
              <th scope="col">Last</th>
              <th scope="col">Next</th>
              <NumericHeader scope="col">Requests</NumericHeader>
            </tr>
          </thead>
          <tbody>
            {quota.plan.map((entry) => (
              <tr key={entry.call}>
                <td>
                  {entry.subject}
                  <What>{entry.what}</What>
                </td>
                <td>
                  <Badge>{TIER_LABEL[entry.tier]}</Badge>
                </td>
                <NumericCell>{entry.everyMinutes === null ? 'once' : `${entry.everyMinutes} min`}</NumericCell>
                <td>{when(entry.lastAt)}</td>
                <td>{entry.everyMinutes === null ? '—' : when(entry.nextAt)}</td>
                <NumericCell>{entry.estimatedCost}</NumericCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {quota.skipped.length > 0 && (
        <Skips aria-label="Skipped to stay within the budget">
          {quota.skipped.map((skip) => (
            <li key={`${skip.at}${skip.message}`}>
              <time dateTime={skip.at}>{formatDateTime(skip.at)}</time>
              {skip.message}
            </li>
          ))}
        </Skips>
      )}
    </Stack>
  );
}

/** The Odds API's quota, what the feed spent of ODDS_API_DAILY_BUDGET, its refresh plan and what it skipped. */
export function QuotaPanel() {
  const query = useOddsQuota();
  return (
    <Panel
      title="Odds API Quota"
      description="Requests the odds provider reports and the feed's plan within the daily budget (ODDS_API_DAILY_BUDGET)."
    >
      <QueryStates
        query={query}
        loadingLabel="Loading quota"
        errorTitle="Failed to load quota"
        isEmpty={!query.data?.quota}
        empty={{
          icon: <Gauge size={24} />,
          title: 'No quota to show',
          text: 'The feed is the simulator, or it has not called The Odds API yet.',
        }}
      >
        {query.data?.quota && <QuotaView quota={query.data.quota} />}
      </QueryStates>
    </Panel>
  );
}
