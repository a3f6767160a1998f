import { ErrorPanel } from '@sb/web-kit';
import styled from 'styled-components';
import { useCleanupStats } from '../api/admin-queries';
import { Panel } from '../components/panel';
import { ListSkeleton } from '../components/query-states';
import { StatGrid } from '../components/stat-grid';
import { RunCleanupButton } from './run-cleanup-button';
import { useLastCleanup } from './use-cleanup';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** What the next cleanup would delete; the same rule runs by itself every day at 4 AM. */
function CleanupStatsView() {
  const query = useCleanupStats();
  if (query.isPending) return <ListSkeleton rows={1} label="Loading statistics" />;
  if (query.isError) {
    return (
      <ErrorPanel
        title="Failed to load statistics"
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const { finalGames, oldScheduledGames, totalGamesToDelete } = query.data;
  return (
    <StatGrid
      label="Cleanup statistics"
      stats={[
        { label: 'Final Games', value: finalGames },
        { label: 'Old Scheduled Games', value: oldScheduledGames },
        { label: 'Total to Delete', value: totalGamesToDelete, tone: totalGamesToDelete > 0 ? 'pending' : 'neutral' },
      ]}
    />
  );
}

export function DatabaseCleanupTab() {
  const last = useLastCleanup();

  return (
    <Stack>
      <Panel
        title="Database Cleanup"
        description="Deletes finished games and scheduled games older than 7 days, with their markets and props. Games with pending bets are kept. Runs daily at 4 AM."
        action={<RunCleanupButton />}
      >
        <CleanupStatsView />
      </Panel>
      {last && (
        <Panel title="Last Cleanup">
          <StatGrid
            label="Cleanup result"
            stats={[
              { label: 'Games Deleted', value: last.stats.gamesDeleted },
              { label: 'Markets Deleted', value: last.stats.marketsDeleted },
              { label: 'Props Deleted', value: last.stats.propsDeleted },
            ]}
          />
        </Panel>
      )}
    </Stack>
  );
}
