import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fake-api';
import { adminUser, audra, pat } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { expectToast } from '../testing/toasts';
import { AddFreePlayForm } from './add-free-play-form';

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Free Play' }));

describe('Add Free Play', () => {
  it('takes cents only above zero (min 0.01, step 0.01)', () => {
    installFakeApi({ 'GET /api/admin/users': { body: [] } });
    renderAdmin(<AddFreePlayForm />);
    expect(amountInput().min).toBe('0.01');
    expect(amountInput().step).toBe('0.01');
  });

  it('offers every user but auditors, who hold no money', async () => {
    installFakeApi({ 'GET /api/admin/users': { body: [adminUser, audra, pat] } });
    renderAdmin(<AddFreePlayForm />);
    await screen.findByRole('option', { name: 'pat' });
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Select a user', 'admin', 'pat']);
  });

  it.each([
    ['no user is selected', '', '10'],
    ['the amount is empty', 'user-pat', ''],
    ['the amount is zero', 'user-pat', '0'],
    ['the amount is negative', 'user-pat', '-5'],
  ])("says 'Valid amount is required' and sends nothing when %s", async (_, userId, amount) => {
    const api = installFakeApi({ 'GET /api/admin/users': { body: [adminUser, pat] } });
    renderAdmin(<AddFreePlayForm />);
    await screen.findByRole('option', { name: 'pat' });
    fireEvent.change(screen.getByLabelText('User'), { target: { value: userId } });
    fireEvent.change(amountInput(), { target: { value: amount } });
    submit();
    await expectToast('Error', 'Valid amount is required');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('adds free play to the selected user and re-reads the users with the new log position', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'POST /api/admin/add-freeplay/user-pat': { body: { success: true }, headers: { 'X-Log-Position': '77' } },
      'GET /api/user': { body: adminUser },
    });
    renderAdmin(<AddFreePlayForm />);
    await screen.findByRole('option', { name: 'pat' });
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'user-pat' } });
    fireEvent.change(amountInput(), { target: { value: '12.5' } });
    submit();
    await expectToast('Free Play Added', '$12.50 free play added for pat.');
    expect(api.callsTo('POST', '/api/admin/add-freeplay/user-pat')[0]?.body).toEqual({ amount: 12.5 });
    const reads = api.callsTo('GET', '/api/admin/users');
    expect(reads).toHaveLength(2);
    expect(reads[1]?.headers.get('X-Min-Position')).toBe('77');
    expect(amountInput().value).toBe('');
  });

  it("shows the server's reason in an 'Error' toast", async () => {
    installFakeApi({
      'GET /api/admin/users': { body: [pat] },
      'POST /api/admin/add-freeplay/user-pat': { status: 404, body: { error: 'User not found' } },
    });
    renderAdmin(<AddFreePlayForm />);
    await screen.findByRole('option', { name: 'pat' });
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'user-pat' } });
    fireEvent.change(amountInput(), { target: { value: '5' } });
    submit();
    await expectToast('Error', 'User not found');
  });
});
