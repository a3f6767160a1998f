import { refreshGameProps, refreshPlayerProps } from '../api/admin-commands';
import { adminKeys } from '../api/admin-queries';
import type { GamePropsStats, PlayerPropsStats } from '../api/admin-types';
import { plural } from '../components/plural';
import { useAdminCommand, useLastResult } from '../api/use-admin-command';
import { ODDS_QUOTA_KEY } from './use-odds-quota';

const GAME_PROPS_KEY = ['admin', 'refresh-game-props'];
const PLAYER_PROPS_KEY = ['admin', 'refresh-player-props'];

// The sportsbook's cached lists show the new odds on the next visit without a reload; cleanup counts change
// because a refresh can add games; the quota because a refresh spends (or is skipped).
const oddsLists = [['/api/events'], ['/api/markets'], ['/api/player-props'], adminKeys.cleanupStats, ODDS_QUOTA_KEY];

export const useRefreshGameProps = () =>
  useAdminCommand<void, GamePropsStats>({
    key: GAME_PROPS_KEY,
    run: refreshGameProps,
    invalidates: oddsLists,
    success: (stats) => ({
      title: 'Game Props Refreshed',
      description: `${stats.eventsWithOdds} of ${stats.totalEvents} events have odds.`,
    }),
    failure: { title: 'Refresh Failed', text: 'Failed to refresh game props. Check server logs.' },
  });

export const useRefreshPlayerProps = () =>
  useAdminCommand<void, PlayerPropsStats>({
    key: PLAYER_PROPS_KEY,
    run: refreshPlayerProps,
    invalidates: oddsLists,
    success: (stats) => ({
      title: 'Player Props Refreshed',
      description: `${plural(stats.totalProps, 'player prop')} loaded.`,
    }),
    failure: { title: 'Refresh Failed', text: 'Failed to refresh player props. Check server logs.' },
  });

export const useLastGamePropsStats = () => useLastResult<GamePropsStats>(GAME_PROPS_KEY);

export const useLastPlayerPropsStats = () => useLastResult<PlayerPropsStats>(PLAYER_PROPS_KEY);
