import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { betSlip } from './support/bet-slip.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { adminCall } from './support/admin-panel.js';
import { getAs, refreshOdds, sessionCookie } from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// A player who only uses the keyboard: skip link, the slip's own Tab position and Alt+B, focus on the first
// stake (never on 'Clear all'), a placed bet, and focus back where it came from.
let player: { username: string; password: string };

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
});

async function signedInPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, player.username, player.password);
  await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
  return page;
}

/** What has focus: its accessible label, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      pressed: element?.getAttribute('aria-pressed') ?? null,
    };
  });

/** Presses Tab until `matches` holds for the focused element; answers how many presses it took. */
async function tabUntil(page: Page, matches: (now: Awaited<ReturnType<typeof focused>>) => boolean, limit = 25) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return presses;
  }
  throw new Error(`not reached in ${limit} Tabs (focus on ${JSON.stringify(await focused(page))})`);
}

/**
 * Radix hands focus back a task after a dialog has left the page (and the dialog may leave before that task
 * runs on a busy machine), so the label is polled for a moment rather than read once.
 */
const expectFocusOn = (page: Page, label: string) =>
  expect.poll(async () => (await focused(page)).label, { timeout: 3_000, interval: 50 }).toBe(label);

const isOddsButton = (now: { pressed: string | null }) => now.pressed !== null;

describe('the shell', () => {
  it('names its icon, so no page load asks for a missing /favicon.ico', async () => {
    const page = await newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await signInThroughUi(page, player.username, player.password);
    await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    expect((await page.request.get('/favicon.svg')).status()).toBe(200);
    expect(failed.filter((line) => line.includes('favicon'))).toEqual([]);
  });

  it('shows free play beside cash in the header once the player has some', async () => {
    const page = await signedInPage();
    expect(await page.getByLabel('Free Play', { exact: true }).count()).toBe(0);
    const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
    const { id } = await getAs<{ id: string }>(suite.stack.baseUrl, cookie, '/api/user');
    await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/add-freeplay/${id}`, { amount: 20 });
    await page.reload();
    const freePlay = page.getByRole('banner').getByLabel('Free Play', { exact: true });
    await freePlay.waitFor();
    expect(await freePlay.locator('strong').textContent()).toBe('$20.00');
  });
});

describe('keyboard path to a placed bet', () => {
  it('wide screen: skip link, a few Tabs to the odds, Alt+B to the stake, Place, focus back on the pick', async () => {
    const page = await signedInPage();
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The slip's own Tab position comes first in the page's content.
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Skip to bet slip (Alt+B)');
    const toOdds = await tabUntil(page, isOddsButton);
    expect(toOdds).toBeLessThanOrEqual(3);
    const pick = (await focused(page)).label;
    await page.keyboard.press('Enter');
    // A pick made before the slip's store has arrived is applied when it does (mf-sportsbook lazy-slip-store).
    await expect.poll(async () => (await focused(page)).pressed, { timeout: 5_000, interval: 50 }).toBe('true');

    await page.keyboard.press('Alt+KeyB');
    await expect.poll(async () => (await focused(page)).label, { timeout: 5_000, interval: 50 }).toMatch(/^Stake for /);
    expect((await focused(page)).tag).toBe('input');
    await page.keyboard.type('10');
    await tabUntil(page, (now) => now.label === 'Place Bet');
    await page.keyboard.press('Enter');
    const confirmed = page.getByRole('dialog', { name: 'Bet Confirmed!' });
    await confirmed.waitFor();
    await viewportScreenshot(page, 'keyboard-confirmed');
    await page.keyboard.press('Escape');
    await confirmed.waitFor({ state: 'hidden' });
    // Focus is back on the odds button the player came from; the docked slip is empty again.
    await expectFocusOn(page, pick);
    expect(await betSlip(page).getByText('Your bet slip is empty.').isVisible()).toBe(true);
  });

  it('phone: the slip opens as a bottom sheet on the first stake, closes after the bet, and focus returns', async () => {
    const page = await signedInPage(PHONE);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Skip to bet slip (Alt+B)');
    await tabUntil(page, isOddsButton);
    const pick = (await focused(page)).label;
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+KeyB');
    const sheet = page.getByRole('dialog', { name: /^Bet Slip/ });
    await sheet.waitFor();
    const stake = await focused(page);
    expect(stake.label).toMatch(/^Stake for /);
    await page.keyboard.type('10');
    await viewportScreenshot(page, 'keyboard-sheet-phone');
    await tabUntil(page, (now) => now.label === 'Place Bet');
    await page.keyboard.press('Enter');
    const confirmed = page.getByRole('dialog', { name: 'Bet Confirmed!' });
    await confirmed.waitFor();
    expect(await sheet.count()).toBe(0);
    await page.keyboard.press('Escape');
    await confirmed.waitFor({ state: 'hidden' });
    await expectFocusOn(page, pick);
  });
});
