import type { Page } from 'playwright-core';
import { ADMIN } from './stack-process.js';

let counter = 0;

/** A username no earlier test in this stack has used. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Signs in over HTTP (no browser) and returns the session cookie. */
async function sessionCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** An approved player, created by the admin through POST /api/admin/create-user. */
export async function createApprovedPlayer(baseUrl: string): Promise<{ username: string; password: string }> {
  const player = { username: uniqueUsername('player'), password: 'player-password' };
  const cookie = await sessionCookie(baseUrl, ADMIN.username, ADMIN.password);
  const response = await fetch(`${baseUrl}/api/admin/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...player, balance: 1000, isAdmin: false }),
  });
  if (response.status !== 201) throw new Error(`create-user failed: ${response.status} ${await response.text()}`);
  return player;
}

/** Signs in through the login screen at `from`, as a person would, and waits for the app to appear. */
export async function signInThroughUi(page: Page, username: string, password: string, from = '/'): Promise<void> {
  await page.goto(from);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
}
