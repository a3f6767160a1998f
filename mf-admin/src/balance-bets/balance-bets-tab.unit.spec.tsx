import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBet } from '../api/admin-types';
import { installFakeApi } from '../testing/fake-api';
import { adminUser, pat, patsBet } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { expectNoToast, expectToast } from '../testing/toasts';
import { BalanceBetsTab } from './balance-bets-tab';

const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
const adjustButton = () => screen.getByRole('button', { name: 'Adjust Balance' });
const balances = () => screen.getByLabelText("pat's balances").textContent;

function renderForPat(routes: Parameters<typeof installFakeApi>[0]) {
  const api = installFakeApi({
    'GET /api/user': { body: adminUser },
    'GET /api/admin/users/user-pat/bets': { body: [patsBet] },
    ...routes,
  });
  renderAdmin(<BalanceBetsTab userId="user-pat" onUserChange={() => undefined} />);
  return api;
}

describe('Balance & Bets', () => {
  it('keeps Adjust Balance disabled while the amount is empty and refuses what is not a number', async () => {
    const api = renderForPat({ 'GET /api/admin/users': { body: [adminUser, pat] } });
    await screen.findByText('$980.00');
    expect(adjustButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(amount(), { target: { value: '12abc' } });
    expect(adjustButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(adjustButton());
    await expectToast('Invalid Amount', 'Please enter a valid number');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('subtracts a negative amount from cash and shows the new balance without a reload', async () => {
    let user = pat;
    const api = renderForPat({
      'GET /api/admin/users': () => ({ body: [adminUser, user] }),
      'POST /api/admin/users/user-pat/balance': ({ amount: change }: { amount: number }) => {
        user = { ...user, balance: user.balance + change };
        return { body: { success: true, balance: user.balance, freePlayBalance: user.freePlayBalance } };
      },
    });
    await screen.findByText('$980.00');
    fireEvent.change(amount(), { target: { value: '-30' } });
    fireEvent.click(adjustButton());
    await expectToast('Balance Adjusted', "pat's cash balance is now $950.00.");
    expect(api.callsTo('POST', '/api/admin/users/user-pat/balance')[0]?.body).toEqual({
      amount: -30,
      balanceType: 'cash',
    });
    await waitFor(() => expect(balances()).toContain('$950.00'));
    expect(amount().value).toBe('');
  });

  it('adds to free play when that balance is chosen, and shows a refusal as Balance Adjustment Failed', async () => {
    const api = renderForPat({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'POST /api/admin/users/user-pat/balance': ({ amount: change }: { amount: number }) =>
        change < 0
          ? { status: 422, body: { error: 'Adjustment would make the cash balance negative' } }
          : { body: { success: true, balance: 980, freePlayBalance: 40 } },
    });
    await screen.findByText('$980.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Free Play' }));
    fireEvent.change(amount(), { target: { value: '+25' } });
    fireEvent.click(adjustButton());
    await expectToast('Balance Adjusted', "pat's free play is now $40.00.");
    expect(api.callsTo('POST', '/api/admin/users/user-pat/balance')[0]?.body).toEqual({
      amount: 25,
      balanceType: 'freePlay',
    });

    fireEvent.change(amount(), { target: { value: '-5000' } });
    fireEvent.click(adjustButton());
    await expectToast('Balance Adjustment Failed', 'Adjustment would make the cash balance negative');
  });

  it("changes a bet's status only when Update is pressed, then shows the settled bet", async () => {
    let bet: AdminBet = patsBet;
    const api = renderForPat({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'GET /api/admin/users/user-pat/bets': () => ({ body: [bet] }),
      'GET /api/admin/users/bets': { body: [] },
      'POST /api/admin/bets/bet-1/settle': ({ status }: { status: 'won' }) => {
        bet = { ...bet, status, payout: 64.4 };
        return { body: { success: true, betId: 'bet-1', status } };
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Bet bet-1' });
    expect(within(card).getByText('Kansas City Monarchs')).toBeTruthy();
    const update = within(card).getByRole('button', { name: 'Update' });
    expect(update.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(card).getByLabelText('New status for bet bet-1'), { target: { value: 'won' } });
    expectNoToast();
    expect(api.callsTo('POST', '/api/admin/bets/bet-1/settle')).toHaveLength(0);
    fireEvent.click(update);
    await expectToast('Bet Settled', 'The bet is now won.');
    expect(api.callsTo('POST', '/api/admin/bets/bet-1/settle')[0]?.body).toEqual({ status: 'won' });
    await within(card).findByText('won');
  });

  it("shows a failed bet change as Settlement Failed with the server's reason", async () => {
    renderForPat({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'POST /api/admin/bets/bet-1/settle': { status: 404, body: { error: 'Bet not found' } },
    });
    const card = await screen.findByRole('listitem', { name: 'Bet bet-1' });
    fireEvent.change(within(card).getByLabelText('New status for bet bet-1'), { target: { value: 'void' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Update' }));
    await expectToast('Settlement Failed', 'Bet not found');
  });

  it('lists every bet with whose it is while no user is picked, and says so when there are none', async () => {
    installFakeApi({
      'GET /api/admin/users': { body: [adminUser, pat] },
      'GET /api/admin/users/bets': { body: [patsBet] },
    });
    renderAdmin(<BalanceBetsTab userId="" onUserChange={() => undefined} />);
    const card = await screen.findByRole('listitem', { name: 'Bet bet-1' });
    expect(within(card).getByText('pat')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Bets' })).toBeTruthy();
    expect(adjustButton().hasAttribute('disabled')).toBe(true);
  });

  it("re-reads the users when one is picked, so their balance is today's and not the tab's first read", async () => {
    let user = pat;
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ body: [adminUser, user] }),
      'GET /api/admin/users/bets': { body: [] },
    });
    const picked: string[] = [];
    renderAdmin(<BalanceBetsTab userId="" onUserChange={(id) => picked.push(id)} />);
    await screen.findByRole('option', { name: 'pat' });
    user = { ...pat, balance: 12.5 };
    fireEvent.change(screen.getByRole('combobox', { name: 'User' }), { target: { value: 'user-pat' } });
    expect(picked).toEqual(['user-pat']);
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/users')).toHaveLength(2));
  });

  it("shows the spec's text when the bets cannot be read", async () => {
    installFakeApi({
      'GET /api/admin/users': { body: [pat] },
      'GET /api/admin/users/bets': { status: 500, body: {} },
    });
    renderAdmin(<BalanceBetsTab userId="" onUserChange={() => undefined} />);
    await screen.findByText('Failed to load bets. Please try again later.');
  });
});
