import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi, uniqueUsername } from './support/accounts.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { REPO_ROOT } from './support/paths.js';
import type { RunningStack } from './support/stack-process.js';
import { ADMIN, startStack } from './support/stack-process.js';

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let requestedPaths: string[];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
beforeEach(async () => {
  ({ context, page, pageErrors, requestedPaths } = await openPage(browser, stack.baseUrl));
});
afterEach(async () => {
  await context.close();
  expect(pageErrors).toEqual([]);
});

const alertText = () => page.getByRole('alert').textContent();

/** The budget for a signed-out first visit to /, checked here so a regression fails `npm test`. */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

describe('login and register', () => {
  it('downloads at most 150 KiB of JavaScript (gzip) for a signed-out first visit', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = requestedPaths.filter((path) => path.endsWith('.js'));
    expect(scripts.some((path) => path.startsWith('/remotes/'))).toBe(false);
    const gzipBytes = scripts
      .map((path) => gzipSync(readFileSync(join(REPO_ROOT, 'shell/dist', path)), { level: 9 }).length)
      .reduce((total, size) => total + size, 0);
    expect(gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('registers an account and shows the pending message; mismatched passwords send nothing', async () => {
    const registerCalls: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/register') && registerCalls.push(request.url()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByText('Sign in to your account').isVisible()).toBe(true);
    await screenshot(page, 'login');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByText('Sign up to start betting').isVisible()).toBe(true);
    const username = uniqueUsername('newbie');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await alertText()).toBe("Passwords don't match");
    expect(registerCalls).toEqual([]);

    await page.getByLabel('Confirm Password').fill('secret-one');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully! Awaiting admin approval.').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Confirm Password').inputValue()).toBe('');
    expect(registerCalls).toHaveLength(1);
    await screenshot(page, 'register-pending');
  });

  it('refuses a pending account with the server message in a destructive alert', async () => {
    const pending = { username: uniqueUsername('pending'), password: 'pending-password' };
    const registered = await fetch(`${stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pending),
    });
    expect(registered.status).toBe(201);

    await page.goto('/');
    await page.getByLabel('Username').fill(pending.username);
    await page.getByLabel('Password', { exact: true }).fill(pending.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-variant')).toBe('destructive');
    expect(await alert.textContent()).toMatch(/awaiting admin approval/i);
    expect(await page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    await screenshot(page, 'login-pending-refused');
  });

  it('signs the admin in, goes to / and shows the Admin link', async () => {
    // Signed out on another page: after login the app still goes to /.
    await signInThroughUi(page, ADMIN.username, ADMIN.password, '/settings');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Admin' }).waitFor();
    await screenshot(page, 'admin-signed-in');
  });

  it('hides Admin from a player and sends them from /admin to /sportsbook', async () => {
    const player = await createApprovedPlayer(stack.baseUrl);
    await signInThroughUi(page, player.username, player.password);
    await page.getByRole('link', { name: 'Mini Games' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByText('Access denied. Redirecting...').waitFor();
    await screenshot(page, 'admin-access-denied');
    await page.waitForURL((url) => url.pathname === '/sportsbook');
  });

  it('asks before logging out, then returns to the sign-in screen', async () => {
    const player = await createApprovedPlayer(stack.baseUrl);
    await signInThroughUi(page, player.username, player.password);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();

    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await screenshot(page, 'logout-confirm');
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('keeps the session when the logout is cancelled', async () => {
    const player = await createApprovedPlayer(stack.baseUrl);
    await signInThroughUi(page, player.username, player.password);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
  });
});
