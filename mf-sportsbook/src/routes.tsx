import type { RemoteRoute } from '@sb/web-kit';
import { lazy } from 'react';
import { SportsbookRoot } from './app/sportsbook-root';
import { SportsbookPage } from './sportsbook-home/sportsbook-page';

// The landing list ships with the routes module; every other screen is its own chunk, fetched when opened
// (the Dashboard alone brings the charting library).
const EventDetailPage = lazy(() =>
  import('./event-detail/event-detail-page').then((m) => ({ default: m.EventDetailPage })),
);
const LiveBettingPage = lazy(() =>
  import('./live-betting/live-betting-page').then((m) => ({ default: m.LiveBettingPage })),
);
const PropBuilderPage = lazy(() =>
  import('./prop-builder/prop-builder-page').then((m) => ({ default: m.PropBuilderPage })),
);
const MiniGamesPage = lazy(() => import('./mini-games/mini-games-page').then((m) => ({ default: m.MiniGamesPage })));
const NbaPage = lazy(() => import('./nba/nba-page').then((m) => ({ default: m.NbaPage })));
const BaseballLeaguesPage = lazy(() =>
  import('./baseball-leagues/baseball-leagues-page').then((m) => ({ default: m.BaseballLeaguesPage })),
);
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));

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
