import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { PendingUsers } from './pending-users';

const newbie = {
  id: 'user-new',
  username: 'newbie',
  balance: 0,
  freePlayBalance: 0,
  isAdmin: 'false',
  status: 'pending',
  createdAt: '2026-11-22T05:00:00.000Z',
};

describe('Pending Users', () => {
  it('approves a sign-up, says User Approved and drops it from the refreshed list', async () => {
    let pending = [newbie];
    const api = installFakeApi({
      'GET /api/admin/pending-users': () => ({ body: pending }),
      'GET /api/admin/users': { body: [] },
      'POST /api/admin/approve-user/user-new': () => {
        pending = [];
        return { body: { success: true, message: 'User approved' } };
      },
    });
    renderAdmin(<PendingUsers />);
    const row = await screen.findByRole('listitem', { name: 'newbie' });
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await expectToast('User Approved', 'newbie can now sign in.');
    await screen.findByText('No pending users.');
    expect(api.callsTo('POST', '/api/admin/approve-user/user-new')).toHaveLength(1);
  });

  it('rejects a sign-up with User Rejected, and a failure is an Error toast with the reason', async () => {
    installFakeApi({
      'GET /api/admin/pending-users': { body: [newbie] },
      'GET /api/admin/users': { body: [] },
      'POST /api/admin/reject-user/user-new': { body: { success: true } },
      'POST /api/admin/approve-user/user-new': { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderAdmin(<PendingUsers />);
    const row = await screen.findByRole('listitem', { name: 'newbie' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await expectToast('User Rejected', 'newbie will not be able to sign in.');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await expectToast('Error', 'Internal Server Error');
  });

  it('shows its error state with a retry when the list cannot be read', async () => {
    installFakeApi({ 'GET /api/admin/pending-users': { status: 500, body: { error: 'boom' } } });
    renderAdmin(<PendingUsers />);
    await screen.findByText('Failed to load pending users');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
