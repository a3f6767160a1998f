import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { closeContext, DESKTOP, PHONE } from './support/browser.js';
import type { PickableGame } from './support/sportsbook-data.js';
import { refreshOdds, sessionCookie, upcomingGameWithMainMarkets } from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// While a screen's data is on its way it shows placeholders shaped like what will come (game lines, the event's
// markets, the dashboard's figures and bets), not one grey block or a spinner; then the content replaces them.
let player: { username: string; password: string };
let game: PickableGame;

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
  game = await upcomingGameWithMainMarkets(suite.stack.baseUrl, cookie);
});

async function signedInPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

/** Holds every request matching `patterns` until the answer is let through (the test has seen the skeleton). */
async function holdRequests(page: Page, ...patterns: string[]): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

/** The heights of the placeholder blocks (cards or rows) inside a loading status. */
const blockHeights = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height));

describe('loading skeletons shaped like the content', () => {
  it('sportsbook home: three game lines under a heads line, then the games', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, ''],
      [PHONE, '-phone'],
    ] as const) {
      const page = await signedInPage(viewport);
      const release = await holdRequests(page, '**/api/events');
      await page.goto('/');
      const loading = page.getByRole('status', { name: 'Loading games' });
      await loading.waitFor();
      const games = await blockHeights(page, '[data-skeleton="game-list"] section');
      expect(games).toHaveLength(3);
      // A wide board's game is a two-line row (about 55 px); a phone's is a card with 44 px buttons.
      for (const height of games) {
        if (viewport === DESKTOP) expect(height).toBeLessThan(70);
        else expect(height).toBeGreaterThan(100);
      }
      await viewportScreenshot(page, `skeleton-sportsbook${suffix}`);
      release();
      await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
      expect(await loading.count()).toBe(0);
      await closeContext(page.context());
    }
  });

  it('live betting: game lines, then the games in play', async () => {
    const page = await signedInPage();
    const release = await holdRequests(page, '**/api/events');
    await page.goto('/live-betting');
    const loading = page.getByRole('status', { name: 'Loading games' });
    await loading.waitFor();
    expect(await page.locator('[data-skeleton="game-list"] section').count()).toBe(3);
    await viewportScreenshot(page, 'skeleton-live-betting');
    release();
    await page.getByRole('region', { name: /^In Play/ }).waitFor();
    expect(await loading.count()).toBe(0);
  });

  it("event page: the header and the Main Markets' three options, then the game", async () => {
    const page = await signedInPage();
    const release = await holdRequests(page, '**/api/events/*/details');
    await page.goto(`/events/${game.id}`);
    const loading = page.getByRole('status', { name: 'Loading event' });
    await loading.waitFor();
    // Three market options, each with its two odds buttons' places.
    const options = await blockHeights(page, '[data-skeleton="event"] [data-skeleton="market-option"]');
    expect(options).toHaveLength(3);
    for (const height of options) expect(height).toBeGreaterThan(100);
    await viewportScreenshot(page, 'skeleton-event');
    release();
    await page.getByRole('region', { name: 'Main Markets' }).waitFor();
    expect(await loading.count()).toBe(0);
  });

  it('dashboard: five stats cards and rows of bets, then the figures', async () => {
    const page = await signedInPage();
    const release = await holdRequests(page, '**/api/user/stats**', '**/api/bets/*');
    await page.goto('/dashboard');
    const figures = page.getByRole('status', { name: 'Loading your figures' });
    await figures.waitFor();
    expect(await page.locator('[data-skeleton="stats"] > *').count()).toBe(5);
    const bets = page.getByRole('status', { name: 'Loading bets' });
    await bets.waitFor();
    await viewportScreenshot(page, 'skeleton-dashboard');
    release();
    await page.getByRole('region', { name: 'Total Bets' }).waitFor();
    await page.getByText('No bets found').waitFor();
    expect(await figures.count()).toBe(0);
    expect(await bets.count()).toBe(0);
  });
});
