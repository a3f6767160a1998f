import { PAGE_HEADINGS } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, EmptyState, Skeleton, useSession } from '@sb/web-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { ReceiptText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Page, PageHeader } from '../page-kit/page-header';
import type { Bet } from './bet-types';
import { BetCards } from './bet-cards';
import { BetsTable } from './bets-table';
import { BetListSkeleton, StatsCardsSkeleton } from './dashboard-skeletons';
import { useWideLayout } from './use-wide-layout';
import { StatsCards } from './stats-cards';
import { useUserStats } from './use-user-stats';

/** Spec section 9: the Recent tab shows the newest ten bets. */
export const RECENT_BETS = 10;

const BetsCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const TabBody = styled(TabsContent)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** A table where it fits, one card per bet below that (issue 22): status and payout always in view. */
function BetList({ bets, caption }: { bets: readonly Bet[]; caption: string }) {
  const wide = useWideLayout();
  if (bets.length === 0) return <EmptyState icon={<ReceiptText size={24} />} title="No bets found" />;
  return wide ? <BetsTable bets={bets} caption={caption} /> : <BetCards bets={bets} caption={caption} />;
}

// The week's chart brings recharts (about 110 KiB gzip): fetched only when the week has a result to draw, after
// the rest of the page, in a placeholder of the card's height.
const WeeklyPerformance = lazy(() =>
  import('./weekly-performance').then((module) => ({ default: module.WeeklyPerformance })),
);
const WEEKLY_CARD_HEIGHT = '294px';

/** /dashboard and /bets: the player's figures, the week's results and their bets. */
export function DashboardPage() {
  const { user } = useSession();
  const stats = useUserStats();
  const bets = useQuery<Bet[]>({ queryKey: ['/api/bets', user?.id], enabled: Boolean(user) });
  const all = bets.data ?? [];

  return (
    <Page>
      <PageHeader {...PAGE_HEADINGS['/dashboard']} />
      {stats.data ? <StatsCards stats={stats.data} /> : <StatsCardsSkeleton />}
      {stats.data && stats.data.weeklyProfitLoss !== 0 && (
        <Suspense fallback={<Skeleton $height={WEEKLY_CARD_HEIGHT} />}>
          <WeeklyPerformance total={stats.data.weeklyProfitLoss} days={stats.data.weeklyDays} />
        </Suspense>
      )}
      <BetsCard aria-label="Your Bets">
        <h2>Your Bets</h2>
        {bets.isPending && <BetListSkeleton />}
        {bets.isError && <Alert variant="destructive">Failed to load bets. Please try again later.</Alert>}
        {bets.isSuccess && (
          <Tabs defaultValue="recent">
            <TabsList aria-label="Bets">
              <TabsTrigger value="recent">Recent</TabsTrigger>
              <TabsTrigger value="open">Open</TabsTrigger>
              <TabsTrigger value="closed">Closed</TabsTrigger>
            </TabsList>
            <TabBody value="recent">
              <BetList bets={all.slice(0, RECENT_BETS)} caption="Recent bets" />
            </TabBody>
            <TabBody value="open">
              <BetList bets={all.filter((bet) => bet.status === 'pending')} caption="Open bets" />
            </TabBody>
            <TabBody value="closed">
              <BetList bets={all.filter((bet) => bet.status !== 'pending')} caption="Closed bets" />
            </TabBody>
          </Tabs>
        )}
      </BetsCard>
    </Page>
  );
}
