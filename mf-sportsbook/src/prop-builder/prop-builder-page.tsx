import { PAGE_HEADINGS } from '@sb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorPanel, Input } from '@sb/web-kit';
import { Tabs, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { Search, UserSearch } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SlipDock } from '../bet-slip/slip-dock';
import { PROPS_FLOW } from '../bet-slip/slip-flow';
import { SlipFlowProvider } from '../bet-slip/slip-flow-context';
import { Page, PageHeader } from '../page-kit/page-header';
import { orderGroups, PROP_SPORT_TABS, propsUrl, tabOfSport, tabOfValue, tabValue } from './prop-board';
import { PropCardSkeletons } from './prop-card-skeleton';
import type { PlayerPropsPage } from './prop-types';
import { PropGroups } from './prop-groups';

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const SearchBox = styled.div`
  position: relative;
  max-width: 420px;
  svg {
    position: absolute;
    top: 12px;
    left: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    padding-left: 38px;
  }
`;

const Totals = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-variant-numeric: tabular-nums;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** /prop-builder: player props of scheduled games by sport and prop type, searchable by player. */
export function PropBuilderPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => tabOfSport(params.get('sport')));
  const [search, setSearch] = useState('');
  // Typing stays instant while thousands of props are filtered behind it.
  const deferredSearch = useDeferredValue(search);
  // Issue 22: filtered and paged on the server. This asks for the counts (one prop); each group asks for its cards.
  const answer = useQuery<PlayerPropsPage>({
    queryKey: [propsUrl({ tab, search: deferredSearch, limit: 1 })],
    placeholderData: keepPreviousData,
  });
  const groups = useMemo(() => orderGroups(answer.data?.propTypes ?? []), [answer.data]);
  const totalProps = answer.data?.totalProps ?? 0;
  const totalEvents = answer.data?.totalEvents ?? 0;

  return (
    <SlipFlowProvider flow={PROPS_FLOW}>
      <SlipDock>
        <Page>
          <PageHeader {...PAGE_HEADINGS['/prop-builder']} />
          <Controls>
            {/* Tabs that filter the list below (no panel of their own, hence no aria-controls). */}
            <Tabs value={tabValue(tab)} onValueChange={(value) => setTab(tabOfValue(value))}>
              <TabsList aria-label="Sports">
                {PROP_SPORT_TABS.map((sport) => (
                  <TabsTrigger key={sport} value={tabValue(sport)} aria-controls={undefined}>
                    {sport}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
            <SearchBox>
              <Search size={16} aria-hidden />
              <Input
                type="search"
                aria-label="Search players"
                placeholder="Search players..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </SearchBox>
            {answer.data && (
              <Totals>
                <strong>{totalProps.toLocaleString('en-US')}</strong> props across{' '}
                <strong>{totalEvents.toLocaleString('en-US')}</strong> events
              </Totals>
            )}
          </Controls>
          {answer.isPending && <PropCardSkeletons count={8} />}
          {answer.isError && (
            <ErrorPanel
              title="Props could not be loaded"
              message="Please try again in a moment."
              onRetry={() => void answer.refetch()}
            />
          )}
          {answer.isSuccess && groups.length === 0 && (
            <EmptyState
              icon={<UserSearch size={26} />}
              title="No Props Available"
              text={search ? 'No player matches your search.' : 'Props are posted the day before each game.'}
            />
          )}
          {groups.length > 0 && (
            <PropGroups key={`${tab}|${deferredSearch}`} groups={groups} tab={tab} search={deferredSearch} />
          )}
        </Page>
      </SlipDock>
    </SlipFlowProvider>
  );
}
