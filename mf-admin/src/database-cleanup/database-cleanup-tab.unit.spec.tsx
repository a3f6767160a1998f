import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { DatabaseCleanupTab } from './database-cleanup-tab';

describe('Database Cleanup', () => {
  it('shows what would be deleted, runs the cleanup, shows its result and re-reads the counts', async () => {
    let stats = { finalGames: 4, oldScheduledGames: 2, totalGamesToDelete: 6 };
    const api = installFakeApi({
      'GET /api/cleanup/stats': () => ({ body: stats }),
      'POST /api/cleanup/run': () => {
        stats = { finalGames: 0, oldScheduledGames: 0, totalGamesToDelete: 0 };
        return { body: { success: true, stats: { gamesDeleted: 6, marketsDeleted: 30, propsDeleted: 1 } } };
      },
    });
    renderAdmin(<DatabaseCleanupTab />);
    expect((await screen.findByLabelText('Cleanup statistics')).textContent).toBe(
      'Final Games4Old Scheduled Games2Total to Delete6',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run Cleanup' }));
    // Nothing is deleted before the admin confirms.
    await screen.findByRole('alertdialog', { name: 'Run Cleanup' });
    expect(api.callsTo('POST', '/api/cleanup/run')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Games' }));
    await expectToast('Cleanup Complete', 'Deleted 6 games, 30 markets and 1 prop.');
    expect((await screen.findByLabelText('Cleanup result')).textContent).toBe(
      'Games Deleted6Markets Deleted30Props Deleted1',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Cleanup statistics').textContent).toBe(
        'Final Games0Old Scheduled Games0Total to Delete0',
      ),
    );
    expect(api.callsTo('POST', '/api/cleanup/run')[0]?.body).toEqual({});
  });

  it("says 'Failed to load statistics' when the counts cannot be read", async () => {
    installFakeApi({ 'GET /api/cleanup/stats': { status: 500, body: { error: 'boom' } } });
    renderAdmin(<DatabaseCleanupTab />);
    await screen.findByText('Failed to load statistics');
  });

  it("says 'Cleanup Failed' / 'Failed to run database cleanup' when the run fails", async () => {
    installFakeApi({
      'GET /api/cleanup/stats': { body: { finalGames: 1, oldScheduledGames: 0, totalGamesToDelete: 1 } },
      'POST /api/cleanup/run': { status: 500, body: { error: 'boom' } },
    });
    renderAdmin(<DatabaseCleanupTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run Cleanup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Games' }));
    await expectToast('Cleanup Failed', 'Failed to run database cleanup');
  });
});
