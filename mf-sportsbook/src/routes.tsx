import type { RemoteRoute } from '@sb/web-kit';
import { SportsbookRoot } from './app/sportsbook-root';
import { BaseballLeaguesPage } from './baseball-leagues/baseball-leagues-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { EventDetailPage } from './event-detail/event-detail-page';
import { LiveBettingPage } from './live-betting/live-betting-page';
import { MiniGamesPage } from './mini-games/mini-games-page';
import { NbaPage } from './nba/nba-page';
import { PropBuilderPage } from './prop-builder/prop-builder-page';
import { SportsbookPage } from './sportsbook-home/sportsbook-page';

/**
 * The sportsbook's screens, mounted by the shell under the paths it gives this remote (/, /sportsbook/*,
 * /events/*, /live-betting, /prop-builder, /mini-games, /nba, /baseball-leagues, /dashboard, /bets). They sit
 * under one layout route that provides the remote's own Redux store, so the bet slip follows the player
 * from screen to screen.
 */
export const routes: RemoteRoute[] = [
  {
    element: <SportsbookRoot />,
    children: [
      { index: true, element: <SportsbookPage /> },
      { path: 'sportsbook', element: <SportsbookPage /> },
      { path: 'sportsbook/:sport', element: <SportsbookPage /> },
      { path: 'events/:eventId', element: <EventDetailPage /> },
      { path: 'live-betting', element: <LiveBettingPage /> },
      { path: 'prop-builder', element: <PropBuilderPage /> },
      { path: 'mini-games', element: <MiniGamesPage /> },
      { path: 'nba', element: <NbaPage /> },
      { path: 'baseball-leagues', element: <BaseballLeaguesPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'bets', element: <DashboardPage /> },
    ],
  },
];
