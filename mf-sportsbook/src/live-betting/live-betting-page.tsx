import { PAGE_HEADINGS } from '@sb/contracts';
import { Button, EmptyState, ErrorPanel } from '@sb/web-kit';
import { Tabs, TabsList, TabsTrigger } from '@sb/web-kit/disclosure';
import { RadioTower } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SlipDock } from '../bet-slip/slip-dock';
import { LIVE_FLOW } from '../bet-slip/slip-flow';
import { SlipFlowProvider } from '../bet-slip/slip-flow-context';
import { EventCard } from '../catalogue/event-card';
import { NARROW_LINKS_WIDTH } from '../catalogue/game-columns';
import { GameListSkeleton } from '../catalogue/game-list-skeleton';
import { GameList, GameSection } from '../catalogue/game-section';
import { isLiveStatus } from '../catalogue/event-status';
import { useDeferredList, useEvents, useMarkets, useMarketsByEvent } from '../catalogue/use-catalogue';
import { Page, PageHeader } from '../page-kit/page-header';
import { useProgressiveCount } from '../page-kit/use-progressive-count';
import { gamesOfTab, openGames, sportTabs } from './live-board';
import { OddsAge } from './odds-age';

/** Spec section 9: events every 5 s, markets every 3 s (and when the window regains focus) on live betting. */
export const LIVE_EVENTS_POLL_MS = 5_000;
export const LIVE_MARKETS_POLL_MS = 3_000;
const PAGE_SIZE = 20;
/** Cards drawn first (more than a 1280x800 screen holds), then a few more in each later task. */
const FIRST_DRAWN = 12;
const DRAWN_PER_TASK = 4;

/** /live-betting: every game not finished, by sport, with prices refreshed every three seconds. */
export function LiveBettingPage() {
  const events = useEvents(LIVE_EVENTS_POLL_MS);
  const markets = useMarkets(LIVE_MARKETS_POLL_MS, { refetchOnWindowFocus: true });
  const eventList = useDeferredList(events.data);
  const marketList = useDeferredList(markets.data);
  const marketsByEvent = useMarketsByEvent(marketList.data);
  const [tab, setTab] = useState('all');
  const [shown, setShown] = useState(PAGE_SIZE);
  const games = useMemo(() => openGames(eventList.data ?? []), [eventList.data]);
  const tabs = useMemo(() => sportTabs(games), [games]);
  const inTab = gamesOfTab(games, tab);
  const live = inTab.filter((game) => isLiveStatus(game.status));
  const upcoming = inTab.filter((game) => !isLiveStatus(game.status)).slice(0, shown);
  const upcomingCount = inTab.length - live.length;
  // A failed first load is an error with Retry, never 'No Live Games' (a failed refresh keeps the last board).
  const failed = (events.isError && !events.data) || (markets.isError && !markets.data);
  const loading = !failed && (events.isPending || markets.isPending || eventList.settling || marketList.settling);
  const drawn = useProgressiveCount(live.length + upcoming.length, FIRST_DRAWN, DRAWN_PER_TASK);
  const upcomingDrawn = upcoming.slice(0, Math.max(0, drawn - live.length));
  const retry = () => {
    if (events.isError) void events.refetch();
    if (markets.isError) void markets.refetch();
  };
  const card = (game: (typeof inTab)[number]) => (
    <EventCard key={game.id} event={game} markets={marketsByEvent.get(game.id)} />
  );

  return (
    <SlipFlowProvider flow={LIVE_FLOW}>
      <SlipDock>
        <Page>
          <PageHeader {...PAGE_HEADINGS['/live-betting']}>
            {markets.dataUpdatedAt > 0 && <OddsAge updatedAt={markets.dataUpdatedAt} />}
          </PageHeader>
          {loading && <GameListSkeleton count={3} />}
          {failed && (
            <ErrorPanel
              title="Live games could not be loaded"
              message="Please try again in a moment."
              onRetry={retry}
              retrying={events.isFetching || markets.isFetching}
            />
          )}
          {!loading && !failed && games.length === 0 && (
            <EmptyState
              icon={<RadioTower size={26} />}
              title="No Live Games"
              text="There are no games in play or coming up right now. Check back soon!"
            />
          )}
          {!loading && !failed && games.length > 0 && (
            <>
              <Tabs
                value={tab}
                onValueChange={(value) => {
                  setTab(value);
                  setShown(PAGE_SIZE);
                }}
              >
                <TabsList aria-label="Sports">
                  {tabs.map(({ value, label, count }) => (
                    <TabsTrigger key={value} value={value} aria-controls={undefined}>
                      {label} ({count})
                    </TabsTrigger>
                  ))}
                </TabsList>
              </Tabs>
              {live.length > 0 && (
                <GameSection title="In Play" count={live.length} linksWidth={NARROW_LINKS_WIDTH}>
                  <GameList>{live.slice(0, drawn).map(card)}</GameList>
                </GameSection>
              )}
              {upcomingDrawn.length > 0 && (
                <GameSection title="Starting Soon" count={upcomingCount} linksWidth={NARROW_LINKS_WIDTH}>
                  <GameList>{upcomingDrawn.map(card)}</GameList>
                  {upcomingCount > shown && upcomingDrawn.length === upcoming.length && (
                    <Button variant="secondary" onClick={() => setShown((count) => count + PAGE_SIZE)}>
                      Show more games ({upcomingCount - shown} more)
                    </Button>
                  )}
                </GameSection>
              )}
            </>
          )}
        </Page>
      </SlipDock>
    </SlipFlowProvider>
  );
}
