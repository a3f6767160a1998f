import { runCleanup } from '../api/admin-commands';
import { adminKeys } from '../api/admin-queries';
import type { CleanupRunResult } from '../api/admin-types';
import { plural } from '../components/plural';
import { useAdminCommand, useLastResult } from '../api/use-admin-command';

const RUN_CLEANUP_KEY = ['admin', 'run-cleanup'];

export const useRunCleanup = () =>
  useAdminCommand<void, CleanupRunResult>({
    key: RUN_CLEANUP_KEY,
    run: runCleanup,
    invalidates: [adminKeys.cleanupStats, ['/api/events'], ['/api/markets'], ['/api/player-props']],
    success: ({ stats }) => ({
      title: 'Cleanup Complete',
      description: `Deleted ${plural(stats.gamesDeleted, 'game')}, ${plural(stats.marketsDeleted, 'market')} and ${plural(
        stats.propsDeleted,
        'prop',
      )}.`,
    }),
    failure: { title: 'Cleanup Failed', text: 'Failed to run database cleanup' },
  });

export const useLastCleanup = () => useLastResult<CleanupRunResult>(RUN_CLEANUP_KEY);
