import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCall, closeToast, dollars, expectToast, screenshotFromTop } from './support/admin-panel.js';
import { createApprovedPlayer, signInThroughUi, uniqueUsername } from './support/accounts.js';
import { PHONE } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { ADMIN } from './support/stack-process.js';

const suite = useBrowserSuite();
const { newPage } = suite;

async function adminOnAccounts(viewport?: typeof PHONE): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Account Management', selected: true }).waitFor();
  return page;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'All users' });

describe('Admin: Account Management', () => {
  it('a player registers, the admin approves them from the pending list, and the player can sign in', async () => {
    const player = { username: uniqueUsername('signup'), password: 'signup-password' };
    const visitor = await newPage();
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    await visitor.getByLabel('Username').fill(player.username);
    await visitor.getByLabel('Password', { exact: true }).fill(player.password);
    await visitor.getByLabel('Confirm Password').fill(player.password);
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await visitor.getByText('Account created successfully! Awaiting admin approval.').waitFor();

    const admin = await adminOnAccounts();
    const pendingRow = admin.getByRole('listitem', { name: player.username });
    await pendingRow.waitFor();
    await screenshotFromTop(admin, 'admin-account-management-pending');
    await pendingRow.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, 'User Approved', `${player.username} can now sign in.`);
    await pendingRow.waitFor({ state: 'detached' });
    const row = usersTable(admin).getByRole('row', { name: new RegExp(player.username) });
    expect(await row.getByRole('cell').first().textContent()).toBe('approved');

    await signInThroughUi(visitor, player.username, player.password);
    expect(await visitor.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('rejects a sign-up, which then cannot sign in', async () => {
    const player = { username: uniqueUsername('refused'), password: 'refused-password' };
    const registered = await fetch(`${suite.stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    });
    expect(registered.status).toBe(201);
    const admin = await adminOnAccounts();
    await admin.getByRole('listitem', { name: player.username }).getByRole('button', { name: 'Reject' }).click();
    await expectToast(admin, 'User Rejected', `${player.username} will not be able to sign in.`);
    const row = usersTable(admin).getByRole('row', { name: new RegExp(player.username) });
    await row.getByText('rejected').waitFor();
    const login = await fetch(`${suite.stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    });
    expect(login.ok).toBe(false);
  });

  it('creates a user (checking the required fields first) and adds free play to them', async () => {
    const admin = await adminOnAccounts();
    const creating = admin.getByRole('form', { name: 'Create user' });
    await creating.getByRole('button', { name: 'Create User' }).click();
    await expectToast(admin, 'Error', 'Username and password are required');

    const username = uniqueUsername('created');
    await creating.getByLabel('Username').fill(username);
    await creating.getByLabel('Password').fill('created-password');
    await creating.getByLabel('Starting Balance').fill('250');
    await creating.getByRole('button', { name: 'Create User' }).click();
    await expectToast(admin, 'User Created', `${username} was created with $250.00.`);
    expect(await creating.getByLabel('Username').inputValue()).toBe('');
    const row = usersTable(admin).getByRole('row', { name: new RegExp(username) });
    await row.getByText('$250.00').waitFor();
    await closeToast(admin);

    const freePlay = admin.getByRole('form', { name: 'Add free play' });
    await freePlay.getByLabel('User').selectOption({ label: username });
    await freePlay.getByRole('button', { name: 'Add Free Play' }).click();
    await expectToast(admin, 'Error', 'Valid amount is required');
    await freePlay.getByLabel('Amount').fill('12.34');
    await freePlay.getByRole('button', { name: 'Add Free Play' }).click();
    await expectToast(admin, 'Free Play Added', `$12.34 free play added for ${username}.`);
    // Read again without a reload: balance and free play side by side in the row.
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(dollars(250));
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe(dollars(12.34));

    const users = await adminCall<{ username: string; freePlayBalance: number }[]>(
      suite.stack.baseUrl,
      'GET',
      '/api/admin/users',
    );
    expect(users.find((user) => user.username === username)?.freePlayBalance).toBe(12.34);
    await screenshotFromTop(admin, 'admin-account-management');
  });

  it('deletes a user only after a confirm that their bets, transactions and balance go too', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const admin = await adminOnAccounts();
    await admin.getByRole('button', { name: `Delete ${player.username}` }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('All of their bets, transactions and balance will be deleted too.').waitFor();
    await screenshotFromTop(admin, 'admin-delete-user-confirm');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(
      admin,
      'User deleted',
      `${player.username}, with their bets, transactions and balance, was deleted.`,
    );
    await usersTable(admin)
      .getByRole('row', { name: new RegExp(player.username) })
      .waitFor({ state: 'detached' });
    const login = await fetch(`${suite.stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(player),
    });
    expect(login.ok).toBe(false);
  });

  it('fits a phone: the tabs scroll sideways and each account is a card with its figures and actions in view', async () => {
    const admin = await adminOnAccounts(PHONE);
    const table = usersTable(admin);
    await table.waitFor();
    const pageWidth = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    // Ten columns scrolled sideways at 390 px: the figures, Manage and Delete were out of view.
    expect(await table.evaluate((box) => box.parentElement!.scrollWidth - box.parentElement!.clientWidth)).toBe(0);
    const row = table.getByRole('row', { name: ADMIN.username, exact: true });
    for (const part of [
      row.getByRole('button', { name: `Manage ${ADMIN.username}` }),
      row.getByRole('button', { name: `Delete ${ADMIN.username}` }),
      row.locator('td[data-label="Total Won"]'),
    ]) {
      const box = (await part.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= PHONE.width]).toEqual([true, true]);
    }
    await screenshotFromTop(admin, 'admin-account-management-mobile');
  });
});

describe('Admin panel for a player', () => {
  it('sends a player who opens /admin to /sportsbook without asking for any admin data', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const page = await newPage();
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin') || pathname.startsWith('/api/cleanup')) adminRequests.push(pathname);
    });
    await signInThroughUi(page, player.username, player.password);
    await page.goto('/admin');
    await page.getByText('Access denied. Redirecting...').waitFor();
    await page.waitForURL((url) => url.pathname === '/sportsbook');
    expect(await page.getByRole('tab', { name: 'Account Management' }).count()).toBe(0);
    expect(adminRequests).toEqual([]);
  });
});
