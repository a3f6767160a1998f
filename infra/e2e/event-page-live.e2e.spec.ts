import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import type { CatalogueEvent } from './support/sportsbook-data.js';
import { getAs, refreshOdds, sessionCookie } from './support/sportsbook-data.js';
import { useBrowserSuite } from './support/browser-suite.js';

// The event page of a game in play keeps itself current (it polls like Live Betting, and on focus), shows the
// score and period, and once the game is over says 'Betting closed' with the final score. Live Betting shows
// a failed load as an error with Retry.
let player: { username: string; password: string };
let live: CatalogueEvent & { period: string | null; homeScore: number; awayScore: number };

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
  const events = await getAs<(typeof live)[]>(suite.stack.baseUrl, cookie, '/api/events');
  // The frozen world is chosen to hold a game in play (feed-world.ts).
  const found = events.find((event) => event.status === 'in_progress' && event.period);
  if (!found) throw new Error('no game in play with a period');
  live = found;
});

async function signedInPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

const detailsPath = () => `/api/events/${live.id}/details`;

/** Counts the page's requests for the game's details. */
function countDetailRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === detailsPath()) count += 1;
  });
  return () => count;
}

type Details = { event: Record<string, unknown> };

/** The server's answer, as if the game had ended (the test stack's world is frozen, so it never ends by itself). */
async function answerAsFinal(route: Route): Promise<void> {
  const response = await route.fetch();
  const details = (await response.json()) as Details;
  const result = { awayScore: 101, homeScore: 99 };
  await route.fulfill({
    response,
    json: { ...details, event: { ...details.event, status: 'final', period: null, ...result, result } },
  });
}

describe('the event page of a game in play', () => {
  it('shows the live score and period, and asks for the game again every 5 s', async () => {
    const page = await signedInPage();
    const requests = countDetailRequests(page);
    await page.goto(`/events/${live.id}`);
    const score = page.getByLabel(`Live Score · ${live.period}`);
    await score.waitFor();
    expect(await score.locator('dd').allTextContents()).toEqual([String(live.awayScore), String(live.homeScore)]);
    expect(await page.getByRole('region', { name: 'Main Markets' }).isVisible()).toBe(true);
    // One request on opening, then one every 5 s while the game is in play.
    await expect.poll(requests, { timeout: 15_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'event-live');
  });

  it("says 'Betting closed' with the final score once the game is over, then stops polling but for focus", async () => {
    const page = await signedInPage();
    const requests = countDetailRequests(page);
    await page.goto(`/events/${live.id}`);
    await page.getByLabel(/^Live Score/).waitFor();
    // From the next poll on, the server says the game is over.
    await page.route(`**${detailsPath()}`, answerAsFinal);
    await page.getByText('Betting closed', { exact: true }).waitFor({ timeout: 15_000 });
    const final = page.getByLabel('Final Score');
    expect(await final.locator('dd').allTextContents()).toEqual(['101', '99']);
    expect(await page.getByLabel(/^Live Score/).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Main Markets' }).count()).toBe(0);
    expect(await page.getByText('Odds not available yet').count()).toBe(0);
    await screenshot(page, 'event-final');

    // No more polling once over; coming back to the window (the browser's visibilitychange) asks again.
    const settled = requests();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(requests, { timeout: 5_000, interval: 100 }).toBe(settled + 1);
  });

  it('fits a phone with the score above the markets', async () => {
    const page = await signedInPage(PHONE);
    await page.goto(`/events/${live.id}`);
    await page.getByLabel(/^Live Score/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshot(page, 'event-live-phone');
  });
});

describe('Live Betting when its request fails', () => {
  it('shows the error with Retry, and Retry brings the games', async () => {
    const page = await signedInPage();
    await page.route('**/api/events', (route) => route.fulfill({ status: 503, json: { error: 'Unavailable' } }));
    await page.goto('/live-betting');
    const error = page.getByRole('alert').filter({ hasText: 'Live games could not be loaded' });
    await error.waitFor();
    expect(await page.getByText('No Live Games').count()).toBe(0);
    await screenshot(page, 'live-betting-error');
    await page.unroute('**/api/events');
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: /^In Play/ }).waitFor();
    expect(await error.count()).toBe(0);
  });
});
