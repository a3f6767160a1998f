import { PAGE_HEADINGS } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorPanel, Skeleton } from '@sb/web-kit';
import { Trophy } from 'lucide-react';
import { Page, PageHeader } from '../page-kit/page-header';
import { CardGrid } from '../page-kit/section';
import type { BaseballLeague } from './baseball-league';
import { LeagueCard } from './league-card';

/** /baseball-leagues: the world's baseball leagues and cups with their seasons. */
export function BaseballLeaguesPage() {
  const leagues = useQuery<BaseballLeague[]>({ queryKey: ['/api/baseball-leagues'] });
  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/baseball-leagues']} />
      {leagues.isPending && (
        <CardGrid $min="260px" role="status" aria-label="Loading leagues">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} $height="150px" />
          ))}
        </CardGrid>
      )}
      {leagues.isError && (
        <ErrorPanel
          title="Error Loading Leagues"
          message="Failed to fetch baseball leagues. Please try again later."
          onRetry={() => void leagues.refetch()}
        />
      )}
      {leagues.isSuccess && leagues.data.length === 0 && (
        <EmptyState icon={<Trophy size={26} />} title="No Leagues Found" text="No baseball leagues are listed yet." />
      )}
      {leagues.isSuccess && leagues.data.length > 0 && (
        <CardGrid $min="260px">
          {leagues.data.map((league) => (
            <LeagueCard key={league.id} league={league} />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
