import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { renderAdmin } from '../testing/render-admin';
import { expectNoToast, expectToast } from '../testing/toasts';
import { CreateUserForm } from './create-user-form';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create User' }));

describe('Create User', () => {
  it("says 'Username and password are required' and sends nothing when either is missing", async () => {
    const api = installFakeApi({});
    renderAdmin(<CreateUserForm />);
    type('Username', '   ');
    type('Password', 'secret');
    submit();
    await expectToast('Error', 'Username and password are required');
    expect(api.calls).toEqual([]);
  });

  it('starts at 1000 with the admin switch off, sends the form and clears it after User Created', async () => {
    const api = installFakeApi({
      'POST /api/admin/create-user': { status: 201, body: { success: true, user: { id: 'u9', username: 'sam' } } },
      'GET /api/admin/users': { body: [] },
    });
    renderAdmin(<CreateUserForm />);
    expect((screen.getByLabelText('Starting Balance') as HTMLInputElement).value).toBe('1000');
    expect(screen.getByRole('switch', { name: 'Admin' }).getAttribute('aria-checked')).toBe('false');
    type('Username', ' sam ');
    type('Password', 'pw-123');
    fireEvent.click(screen.getByRole('switch', { name: 'Admin' }));
    expectNoToast();
    submit();
    await expectToast('User Created', 'sam was created with $1,000.00.');
    expect(api.callsTo('POST', '/api/admin/create-user')[0]?.body).toEqual({
      username: 'sam',
      password: 'pw-123',
      balance: 1000,
      isAdmin: true,
      role: 'admin',
    });
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's reason in an 'Error' toast and keeps what was typed", async () => {
    installFakeApi({
      'POST /api/admin/create-user': { status: 409, body: { error: 'Username already exists' } },
    });
    renderAdmin(<CreateUserForm />);
    type('Username', 'pat');
    type('Password', 'pw');
    type('Starting Balance', '250.5');
    submit();
    await expectToast('Error', 'Username already exists');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('pat');
  });

  it('creates an auditor from the role choice: the admin switch goes off and the balance is 0', async () => {
    const api = installFakeApi({
      'POST /api/admin/create-user': { status: 201, body: { success: true, user: { id: 'a1', username: 'audra' } } },
      'GET /api/admin/users': { body: [] },
    });
    renderAdmin(<CreateUserForm />);
    type('Username', 'audra');
    type('Password', 'pw-123');
    fireEvent.click(screen.getByRole('switch', { name: 'Admin' }));
    expect((screen.getByRole('radio', { name: 'Admin' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Auditor' }));
    expect(screen.getByRole('switch', { name: 'Admin' }).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByLabelText('Starting Balance') as HTMLInputElement).value).toBe('0');
    submit();
    await expectToast('User Created', 'audra was created with $0.00.');
    expect(api.callsTo('POST', '/api/admin/create-user')[0]?.body).toEqual({
      username: 'audra',
      password: 'pw-123',
      balance: 0,
      isAdmin: false,
      role: 'auditor',
    });
  });
});
