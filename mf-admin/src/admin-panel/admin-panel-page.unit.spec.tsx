import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { adminSession, adminUser } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { AdminPanelPage } from './admin-panel-page';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Admin panel', () => {
  it('shows exactly the five tabs of the spec, in order, with Account Management open', async () => {
    installFakeApi({
      'GET /api/user': { body: adminSession },
      'GET /api/admin/pending-users': { body: [] },
      'GET /api/admin/users': { body: [adminUser] },
    });
    renderAdmin(<AdminPanelPage />);
    await screen.findByRole('heading', { name: 'Admin Panel' });
    expect(tabNames()).toEqual([
      'Account Management',
      'Odds Refresh',
      'Bet Settlement',
      'Balance & Bets',
      'Database Cleanup',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Account Management');
    await screen.findByRole('region', { name: 'Pending Users' });
  });

  it('opens the tab named in the URL and switches tabs on click', async () => {
    installFakeApi({
      'GET /api/user': { body: adminSession },
      'GET /api/cleanup/stats': { body: { finalGames: 2, oldScheduledGames: 1, totalGamesToDelete: 3 } },
    });
    renderAdmin(<AdminPanelPage />, { url: '/admin?tab=cleanup' });
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Database Cleanup');
    await screen.findByRole('region', { name: 'Database Cleanup' });

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Bet Settlement' }), { button: 0 });
    await screen.findByRole('button', { name: 'Run Settlement' });
    expect(screen.queryByRole('region', { name: 'Database Cleanup' })).toBeNull();
  });

  it('renders and fetches no admin data for a player session', async () => {
    const api = installFakeApi({ 'GET /api/user': { body: { ...adminSession, isAdmin: 'false' } } });
    renderAdmin(<AdminPanelPage />);
    await screen.findByText('Access denied');
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(['/api/user']));
  });
});
