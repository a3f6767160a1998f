import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';
import { startsFarEnoughAhead } from './sportsbook-data.js';
import { ADMIN } from './stack-process.js';

// Helpers for the admin panel specs: HTTP calls a player makes outside the admin's browser, and what the
// admin's browser shows (the toast, a tab).

/** Signs in over HTTP and returns the session cookie, to act as that person without a browser. */
export async function loginCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function call<T>(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const adminCall = async <T>(baseUrl: string, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, await loginCookie(baseUrl, ADMIN.username, ADMIN.password), method, path, body);

/** A user's id, found by username in the admin's list of users. */
export async function userIdOf(baseUrl: string, username: string): Promise<string> {
  const users = await adminCall<{ id: string; username: string }[]>(baseUrl, 'GET', '/api/admin/users');
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user named ${username}`);
  return user.id;
}

type Market = { eventId: string; marketType: string; homeOdds: number | null };
type CatalogueEvent = { id: string; status: string; homeTeam: string; scheduledAt: string };

/**
 * A $stake single on the home side of a game that has not started, priced from GET /api/markets (the odds
 * feed must have been refreshed). Returns the bet and what it pays if it wins.
 */
export async function placeHomeMoneyline(
  baseUrl: string,
  player: { username: string; password: string },
  stake: number,
): Promise<{ betId: string; potentialPayout: number; homeTeam: string }> {
  const cookie = await loginCookie(baseUrl, player.username, player.password);
  const [events, markets] = await Promise.all([
    call<CatalogueEvent[]>(baseUrl, cookie, 'GET', '/api/events'),
    call<Market[]>(baseUrl, cookie, 'GET', '/api/markets'),
  ]);
  const bettable = events.filter((event) => event.status === 'scheduled' && startsFarEnoughAhead(event.scheduledAt));
  const scheduled = new Map(bettable.map((event) => [event.id, event]));
  const market = markets.find((row) => row.marketType === 'moneyline' && row.homeOdds && scheduled.has(row.eventId));
  if (!market?.homeOdds) throw new Error('no scheduled game with moneyline odds: was the odds feed refreshed?');
  const leg = { eventId: market.eventId, marketType: 'moneyline', selection: 'home', americanOdds: market.homeOdds };
  const placed = await call<{ betId: string; potentialPayout: number }>(baseUrl, cookie, 'POST', '/api/bets', {
    betMode: 'single',
    stake,
    balanceType: 'cash',
    legs: [{ ...leg, line: null, stake }],
  });
  return { ...placed, homeTeam: scheduled.get(market.eventId)?.homeTeam ?? '' };
}

/** '$1,234.50' as the web-kit formats money. */
export const dollars = (amount: number): string =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Title and text of the toast on screen, if any (one at a time, spec section 9). */
async function visibleToast(page: Page): Promise<{ title: string; description: string } | null> {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');
  if ((await toast.count()) === 0) return null;
  const [title = '', description = ''] = await toast.first().locator(':scope > div').allTextContents();
  return { title, description };
}

/** Waits until the toast on screen has this title, then checks its text exactly (or against a pattern). */
export async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  await expect.poll(async () => (await visibleToast(page))?.title, { timeout: 15_000 }).toBe(title);
  const shown = (await visibleToast(page))?.description ?? '';
  if (typeof description === 'string') expect(shown).toBe(description);
  else expect(shown).toMatch(description);
}

/**
 * Clears the toast (if one is still up: they close by themselves after 5 s) so the next one, and a screenshot
 * behind it, are unambiguous.
 */
export async function closeToast(page: Page): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');
  if ((await toast.count()) > 0) {
    // It may close by itself between the count and the click; either way it is gone afterwards.
    await toast
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await toast.waitFor({ state: 'detached' });
}

export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
}

/**
 * A full-page screenshot taken from the top: clicks scroll the window, and a full-page capture of a scrolled
 * window draws the fixed sidebar and sticky header part-way down the page.
 */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
