import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { AUDITOR_HOLDS_NO_MONEY } from '@sb/contracts';
import { adminSession, adminUser, audra, pat } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { UsersTable } from './users-table';

describe('All Users', () => {
  it('lists balances, free play, status, the admin flag and the betting figures', async () => {
    installFakeApi({
      'GET /api/user': { body: adminSession },
      'GET /api/admin/users': { body: [adminUser, { ...pat, wonBets: 3, lostBets: 2, totalWon: 150.25 }] },
    });
    renderAdmin(<UsersTable onManage={() => undefined} />);
    const row = await screen.findByRole('row', { name: /pat/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual(['approved', '$980.00', '$15.00', '1', '1', '3–2', '$20.00', '$150.25']);
    expect(within(screen.getByRole('row', { name: /admin/ })).getByText('Admin')).toBeTruthy();
    expect(within(row).queryByText('Admin')).toBeNull();
  });

  it('deletes a user only after a confirm that says their bets, transactions and balance go too', async () => {
    let users = [adminUser, pat];
    const api = installFakeApi({
      'GET /api/user': { body: adminSession },
      'GET /api/admin/users': () => ({ body: users }),
      'GET /api/admin/pending-users': { body: [] },
      'GET /api/admin/users/bets': { body: [] },
      'DELETE /api/admin/delete-user/user-pat': () => {
        users = [adminUser];
        return { body: { success: true } };
      },
    });
    renderAdmin(<UsersTable onManage={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete pat' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('All of their bets, transactions and balance will be deleted too.');
    expect(api.callsTo('DELETE', '/api/admin/delete-user/user-pat')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await expectToast('User deleted', 'pat, with their bets, transactions and balance, was deleted.');
    expect(api.callsTo('DELETE', '/api/admin/delete-user/user-pat')).toHaveLength(1);
    expect(await screen.findByText('1 account')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /pat/ })).toBeNull();
  });

  it("never offers to delete the admin's own account, and Manage opens that user", async () => {
    installFakeApi({ 'GET /api/user': { body: adminSession }, 'GET /api/admin/users': { body: [adminUser, pat] } });
    const onManage = vi.fn();
    renderAdmin(<UsersTable onManage={onManage} />);
    expect((await screen.findByRole('button', { name: 'Delete admin' })).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Manage pat' }));
    expect(onManage).toHaveBeenCalledWith('user-pat');
  });

  it('badges an auditor and offers nothing to manage: auditors hold no money', async () => {
    installFakeApi({ 'GET /api/user': { body: adminSession }, 'GET /api/admin/users': { body: [adminUser, audra] } });
    const onManage = vi.fn();
    renderAdmin(<UsersTable onManage={onManage} />);
    const row = await screen.findByRole('row', { name: /audra/ });
    expect(within(row).getByText('Auditor')).toBeTruthy();
    const manage = within(row).getByRole('button', { name: 'Manage audra' });
    expect([manage.hasAttribute('disabled'), manage.title]).toEqual([true, AUDITOR_HOLDS_NO_MONEY]);
    fireEvent.click(manage);
    expect(onManage).not.toHaveBeenCalled();
  });
});
