import { useQuery } from '@tanstack/react-query';
import { Badge, ErrorPanel } from '@sb/web-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SlipDock } from '../bet-slip/slip-dock';
import { EVENT_FLOW } from '../bet-slip/slip-flow';
import { SlipFlowProvider } from '../bet-slip/slip-flow-context';
import { Page } from '../page-kit/page-header';
import { EventDetailSkeleton } from './event-detail-skeleton';
import { EventHeader } from './event-header';
import { eventPollInterval, isOpenForBetting } from './event-polling';
import type { EventDetails, PeriodMarkets } from './event-markets';
import { mainMarketRows, periodMarkets } from './event-markets';
import { MarketsCard, MarketTrio } from './markets-card';

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

/** A link (it navigates) dressed as the ghost button the spec calls a back button. */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space[2]};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  margin-bottom: -${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PeriodBody = styled(TabsContent)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Unavailable = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Quarter or Half Markets: one tab per period, as sportsbooks keep a long board short. */
function PeriodCard({ title, groups, details }: { title: string; groups: PeriodMarkets[]; details: EventDetails }) {
  const [first] = groups;
  return (
    <MarketsCard title={title}>
      {!first ? (
        <Unavailable>
          <Badge>Unavailable</Badge> Odds not available yet
        </Unavailable>
      ) : (
        <Tabs defaultValue={first.period}>
          <TabsList aria-label={title}>
            {groups.map((group) => (
              <TabsTrigger key={group.period} value={group.period}>
                {group.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {groups.map((group) => (
            <PeriodBody key={group.period} value={group.period}>
              <MarketTrio event={details.event} markets={group} disabled={false} prefix={`${group.title} `} />
            </PeriodBody>
          ))}
        </Tabs>
      )}
    </MarketsCard>
  );
}

/** /events/{eventId}: the game, its main, quarter and half markets, and the slip beside them. */
export function EventDetailPage() {
  const { eventId = '' } = useParams();
  // Polls like Live Betting while the game is in play, and asks again whenever the window regains focus
  // ('always': the app's queries never go stale on their own).
  const details = useQuery<EventDetails>({
    queryKey: ['/api/events', eventId, 'details'],
    refetchInterval: (query) => eventPollInterval(query.state.data?.event.status),
    refetchOnWindowFocus: 'always',
  });

  return (
    <SlipFlowProvider flow={EVENT_FLOW}>
      <SlipDock>
        <Page>
          <BackLink to="/">
            <ArrowLeft size={16} aria-hidden />
            Back to Live Events
          </BackLink>
          {details.isPending && <EventDetailSkeleton />}
          {details.isError && (
            <ErrorPanel title="Error Loading Event" message="Unable to load event details. Please try again later." />
          )}
          {details.data && (
            <Column>
              <EventHeader event={details.data.event} />
              {isOpenForBetting(details.data.event.status) && (
                <>
                  <MarketsCard title="Main Markets">
                    <MarketTrio event={details.data.event} markets={mainMarketRows(details.data)} disabled={false} />
                  </MarketsCard>
                  <PeriodCard
                    title="Quarter Markets"
                    groups={periodMarkets(eventId, details.data.gameProps.quarterMarkets)}
                    details={details.data}
                  />
                  <PeriodCard
                    title="Half Markets"
                    groups={periodMarkets(eventId, details.data.gameProps.halfMarkets)}
                    details={details.data}
                  />
                </>
              )}
            </Column>
          )}
        </Page>
      </SlipDock>
    </SlipFlowProvider>
  );
}
