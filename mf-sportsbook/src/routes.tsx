import type { RemoteRoute } from '@sb/web-kit';
import { MiniGamesPage } from './mini-games/mini-games-page';

/**
 * The sportsbook's screens, mounted by the shell under the paths it gives this remote (/, /sportsbook/*,
 * /events/*, /live-betting, /prop-builder, /mini-games, /nba, /baseball-leagues, /dashboard, /bets).
 * Screens land here one issue at a time; until then the shell answers their paths with its 404 page.
 */
export const routes: RemoteRoute[] = [{ path: 'mini-games', element: <MiniGamesPage /> }];
