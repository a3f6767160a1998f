import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { adminCall, userIdOf } from './support/admin-panel.js';
import { DESKTOP, PHONE } from './support/browser.js';
import type { CatalogueEvent } from './support/sportsbook-data.js';
import { getAs, refreshOdds, sessionCookie } from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// Density of the sportsbook home, like the big books' game lines: at 1280x800 the first screen (no scrolling)
// shows ten games or more, each whole; at 390 px every game fits the width (no sideways scroll, no clipped price).
type Player = { username: string; password: string };
let player: Player;
let listedGames: number;

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
  const [events, markets] = await Promise.all([
    getAs<CatalogueEvent[]>(suite.stack.baseUrl, cookie, '/api/events'),
    getAs<{ eventId: string }[]>(suite.stack.baseUrl, cookie, '/api/markets'),
  ]);
  const priced = new Set(markets.map((market) => market.eventId));
  // The board lists games in play and games not started that have odds (the rest wait for their odds).
  listedGames = events.filter(
    (event) => (event.status === 'scheduled' || event.status === 'in_progress') && priced.has(event.id),
  ).length;
});

async function boardPage(viewport: typeof DESKTOP, who: Player = player): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, who.username, who.password);
  await page.getByRole('region', { name: 'Featured Matchup' }).waitFor();
  await page.getByRole('region', { name: 'Upcoming Games' }).waitFor();
  return page;
}

/** Every game's odds grid on the board (the featured one too), with where it sits on the screen. */
const gameBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main [role="group"][aria-label$=" odds"]')].map((grid) => {
      const box = grid.getBoundingClientRect();
      const buttons = [...grid.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
      return {
        name: grid.getAttribute('aria-label') ?? '',
        top: box.top,
        bottom: box.bottom,
        left: Math.min(box.left, ...buttons.map((button) => button.left)),
        right: Math.max(box.right, ...buttons.map((button) => button.right)),
        buttons: buttons.length,
      };
    }),
  );

describe('sportsbook home density', () => {
  it('shows ten whole games or more in the first 1280x800 screen', async () => {
    expect(listedGames).toBeGreaterThanOrEqual(10);
    const page = await boardPage(DESKTOP);
    await viewportScreenshot(page, 'sportsbook-first-screen');
    const games = await gameBoxes(page);
    const whole = games.filter(
      (game) => game.top >= 0 && game.bottom <= DESKTOP.height && game.left >= 0 && game.right <= DESKTOP.width,
    );
    // Each game is its two teams' spread, total and moneyline: six prices (seven with a soccer Draw).
    expect(whole.every((game) => game.buttons >= 6)).toBe(true);
    expect(whole.length).toBeGreaterThanOrEqual(10);
  });

  it('fits every game to a 390 px phone: no sideways scroll, no price cut off', async () => {
    const page = await boardPage(PHONE);
    await viewportScreenshot(page, 'sportsbook-first-screen-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const games = await gameBoxes(page);
    expect(games.length).toBeGreaterThan(3);
    expect(games.filter((game) => game.left < 0 || game.right > PHONE.width)).toEqual([]);
    const whole = games.filter((game) => game.top >= 0 && game.bottom <= PHONE.height);
    expect(whole.length).toBeGreaterThanOrEqual(4);
  });

  it("names every game's league whole on a phone, under its start when both do not fit", async () => {
    const page = await boardPage(PHONE);
    // A game's head (its title names sport, league and start) held 'Today · NCAA Ba…': basketball or baseball?
    const heads = await page
      .getByRole('main')
      .locator('[role="group"][aria-label$=" odds"] > span[title]')
      .evaluateAll((found) =>
        found.map((head) => {
          const part = head.lastElementChild as HTMLElement;
          return {
            league: head.getAttribute('title')?.split(' · ')[1] ?? '',
            shown: part.textContent ?? '',
            cut: part.scrollWidth > part.clientWidth || head.scrollWidth > head.clientWidth,
          };
        }),
      );
    expect(heads.some(({ league }) => league.length > 12)).toBe(true);
    expect(heads.filter(({ league, shown, cut }) => cut || !shown.includes(league))).toEqual([]);
  });

  it('keeps the title line inside a 390 px phone when the player holds free play too', async () => {
    // The balances beside the title: side by side, Balance and Free Play pushed the page 34 px wider than a phone.
    const holder = await createApprovedPlayer(suite.stack.baseUrl);
    const id = await userIdOf(suite.stack.baseUrl, holder.username);
    await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/add-freeplay/${id}`, { amount: 25 });
    const page = await boardPage(PHONE, holder);
    const freePlay = page.getByRole('region', { name: 'Your account' }).getByText('$25.00', { exact: true });
    await freePlay.waitFor();
    await viewportScreenshot(page, 'sportsbook-title-line-free-play-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const box = await freePlay.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows the LIVE badge of a game in play whole on a phone, on the board and on Live Betting', async () => {
    const page = await boardPage(PHONE);
    // The badge is drawn inside the game's head, which cuts what overflows it: its text must fit its own box, and
    // its box the head's (the day and league after it are the part that gives way, with an ellipsis).
    const cutBadges = () =>
      page
        .getByRole('main')
        .getByText('Live', { exact: true })
        .evaluateAll((badges) =>
          badges
            .filter((badge) => {
              const head = badge.parentElement?.getBoundingClientRect();
              const own = badge.getBoundingClientRect();
              return badge.scrollWidth > badge.clientWidth || (head !== undefined && own.right > head.right);
            })
            .map((badge) => badge.parentElement?.textContent),
        );
    const liveNow = page.getByRole('region', { name: /^Live Now/ });
    await liveNow.getByText('Live', { exact: true }).first().waitFor();
    expect(await cutBadges()).toEqual([]);
    await page.goto('/live-betting');
    await page
      .getByRole('region', { name: /^In Play/ })
      .getByText('Live', { exact: true })
      .first()
      .waitFor();
    expect(await cutBadges()).toEqual([]);
    await viewportScreenshot(page, 'live-betting-in-play-phone');
  });
});
