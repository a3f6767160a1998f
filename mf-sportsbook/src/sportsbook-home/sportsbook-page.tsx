import { SPORTS } from '@sb/domain';
import { Button, EmptyState, ErrorPanel, useSession } from '@sb/web-kit';
import { CalendarClock, CalendarX, Radio } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SlipDock } from '../bet-slip/slip-dock';
import { SPORTSBOOK_FLOW } from '../bet-slip/slip-flow';
import { SlipFlowProvider } from '../bet-slip/slip-flow-context';
import { EventCard } from '../catalogue/event-card';
import { GameListSkeleton } from '../catalogue/game-list-skeleton';
import { GameList, GameSection } from '../catalogue/game-section';
import { useDeferredList, useEvents, useMarkets, useMarketsByEvent } from '../catalogue/use-catalogue';
import { NotFound } from '../page-kit/not-found';
import { useProgressiveCount } from '../page-kit/use-progressive-count';
import { BoardHeader } from './board-header';
import { FeaturedMatchup } from './featured-matchup';
import { buildBoard } from './sportsbook-board';
import { WelcomeCard } from './welcome-card';

/** Spec section 9: events and markets every 30 s on the sportsbook page. */
export const SPORTSBOOK_POLL_MS = 30_000;
/** Cards drawn at first; a long list grows on request instead of drawing hundreds of odds buttons at once. */
const UPCOMING_PAGE = 20;
/** Cards drawn first (more than a 1280x800 screen holds), then a few more in each later task. */
const FIRST_DRAWN = 12;
const DRAWN_PER_TASK = 4;

const sportName = (sport: string | undefined) =>
  !sport || sport.toLowerCase() === 'all'
    ? undefined
    : SPORTS.find((known) => known.toLowerCase() === sport.toLowerCase());

/** /sportsbook/{sport} names one of the book's sports (any case) or 'all'; anything else is the 404. */
const isKnownSport = (sport: string | undefined) => !sport || sport.toLowerCase() === 'all' || !!sportName(sport);

/** / and /sportsbook/{sport}; an unknown sport (/sportsbook/Cricket) is the 404 page. */
export function SportsbookPage() {
  const { sport } = useParams();
  return isKnownSport(sport) ? <SportsbookBoardPage sport={sport} /> : <NotFound />;
}

const LiveIcon = styled(Radio)`
  color: ${({ theme }) => theme.colors.live};
`;

/** Tighter than other screens: the big books' first screen is games, not headings. */
const Board = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  min-width: 0;
  padding-bottom: 72px;
`;

/** The board of one sport or all: welcome, featured matchup, live and upcoming games, and the slip. */
function SportsbookBoardPage({ sport }: { sport: string | undefined }) {
  const { user } = useSession();
  const events = useEvents(SPORTSBOOK_POLL_MS);
  const markets = useMarkets(SPORTSBOOK_POLL_MS);
  const eventList = useDeferredList(events.data);
  const marketList = useDeferredList(markets.data);
  const marketsByEvent = useMarketsByEvent(marketList.data);
  const [shown, setShown] = useState(UPCOMING_PAGE);
  const board = useMemo(
    () => (eventList.data ? buildBoard(eventList.data, marketsByEvent, sport) : undefined),
    [eventList.data, marketsByEvent, sport],
  );
  const name = sportName(sport);
  const loading = events.isPending || markets.isPending || eventList.settling || marketList.settling;
  const live = board?.kind === 'games' ? board.live : [];
  const upcoming = board?.kind === 'games' ? board.upcoming.slice(0, shown) : [];
  const drawn = useProgressiveCount(live.length + upcoming.length, FIRST_DRAWN, DRAWN_PER_TASK);
  const upcomingDrawn = upcoming.slice(0, Math.max(0, drawn - live.length));

  return (
    <SlipFlowProvider flow={SPORTSBOOK_FLOW}>
      <SlipDock>
        <Board>
          <BoardHeader title={name ? `${name} Odds` : 'Sportsbook'}>{user && <WelcomeCard user={user} />}</BoardHeader>
          {loading && <GameListSkeleton count={3} />}
          {events.isError && (
            <ErrorPanel
              title="Games could not be loaded"
              message="Please try again in a moment."
              onRetry={() => void events.refetch()}
            />
          )}
          {!loading && board?.kind === 'noGames' && (
            <EmptyState
              icon={<CalendarX size={26} />}
              title="No Games Available"
              text="Check back later for upcoming games and live action!"
            />
          )}
          {!loading && board?.kind === 'noOdds' && (
            <EmptyState
              icon={<CalendarClock size={26} />}
              title="No Odds Available"
              text={`${board.gameCount} game(s) scheduled, but odds are not yet available. Check back closer to game time!`}
            />
          )}
          {!loading && board?.kind === 'games' && (
            <>
              {board.featured && (
                <FeaturedMatchup event={board.featured} markets={marketsByEvent.get(board.featured.id)} />
              )}
              {board.live.length > 0 && (
                <GameSection title="Live Now" icon={<LiveIcon size={16} aria-hidden />} count={board.live.length}>
                  <GameList>
                    {live.slice(0, drawn).map((event) => (
                      <EventCard key={event.id} event={event} markets={marketsByEvent.get(event.id)} withExtras />
                    ))}
                  </GameList>
                </GameSection>
              )}
              {upcomingDrawn.length > 0 && (
                <GameSection title="Upcoming Games" count={board.upcoming.length}>
                  <GameList>
                    {upcomingDrawn.map((event) => (
                      <EventCard key={event.id} event={event} markets={marketsByEvent.get(event.id)} withExtras />
                    ))}
                  </GameList>
                  {board.upcoming.length > shown && upcomingDrawn.length === upcoming.length && (
                    <Button variant="secondary" onClick={() => setShown((count) => count + UPCOMING_PAGE)}>
                      Show more games ({board.upcoming.length - shown} more)
                    </Button>
                  )}
                </GameSection>
              )}
            </>
          )}
        </Board>
      </SlipDock>
    </SlipFlowProvider>
  );
}
