import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { adminCall, closeToast, dollars, expectToast, loginCookie, placeHomeMoneyline } from './support/admin-panel.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { betSlip, showSlip } from './support/bet-slip.js';
import { getAs, headerBalance, literal, refreshOdds, upcomingGameWithMainMarkets } from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// A player cashes bets out from the Dashboard, and the Dashboard's bets fit 1280 and 390 px without scrolling
// sideways. The test stack's world is frozen (feed-world.ts), so an offer does not move by itself: the moved
// price of the 409 path is made by answering the page's offer request with a stale price version.
let player: { username: string; password: string };

type Offer = { available: boolean; offer: number; offerCents: number; priceVersion: string };
type Bet = { id: string; status: string; payout: number | null; stake: number };

const asPlayer = async <T>(path: string) =>
  getAs<T>(suite.stack.baseUrl, await loginCookie(suite.stack.baseUrl, player.username, player.password), path);
const offerOf = (betId: string) => asPlayer<Offer>(`/api/bets/${betId}/cash-out`);
const betOf = async (betId: string) => {
  const me = await asPlayer<{ id: string }>('/api/user');
  return (await asPlayer<Bet[]>(`/api/bets/${me.id}`)).find((bet) => bet.id === betId);
};

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
});

async function signedIn(viewport = DESKTOP, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await newPage(viewport);
  await prepare?.(page);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

async function dashboard(viewport = DESKTOP, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await signedIn(viewport, prepare);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return page;
}

/** A $20 single on a game's favourite, placed from the sportsbook page's slip; answers the bet's id. */
async function placeFromSlip(page: Page): Promise<string> {
  const cookie = await loginCookie(suite.stack.baseUrl, player.username, player.password);
  const game = await upcomingGameWithMainMarkets(suite.stack.baseUrl, cookie);
  const card = page.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
  await card.getByRole('button', { name: new RegExp(`^${literal(game.favourite)}, Moneyline, `) }).click();
  const slip = await showSlip(page);
  await slip.getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true }).fill('20');
  await betSlip(page).getByRole('button', { name: 'Place Bet' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Bet Confirmed!' });
  await confirmed.waitFor();
  const betId = /Bet ID: ([\w-]+)/.exec((await confirmed.textContent()) ?? '')?.[1];
  if (!betId) throw new Error('the confirmation shows no bet id');
  await page.getByRole('button', { name: 'View My Bets' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return betId;
}

/** The bet's row (table) or card (list): both carry its id. */
const betEntry = (page: Page, betId: string): Locator => page.locator(`[data-bet-id="${betId}"]`);

/** Every bet's status and payout lie inside the window, and the page does not scroll sideways. */
async function expectEverythingInView(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const entries = page.locator('[data-bet-id]');
  const count = await entries.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    for (const part of [entry.locator('[data-status]'), entry.locator('[data-payout]')]) {
      const box = await part.boundingBox();
      expect(box, 'status and payout are on screen').not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    }
  }
}

describe('cash out from the Dashboard', () => {
  it('places a bet, cashes it out at the offer shown: balance up by it, status cashed out, amount in the history', async () => {
    const page = await signedIn();
    const betId = await placeFromSlip(page);
    const placed = { betId };
    // Prices are frozen: the offer is the stake times CASH_OUT_MARGIN (0.95).
    const offer = await offerOf(placed.betId);
    expect(offer).toMatchObject({ available: true, offer: 19 });
    const row = betEntry(page, placed.betId);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe('$980.00');

    await row.getByRole('button', { name: 'Cash Out $19.00' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash Out Bet' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Cash out this bet for $19.00 now?');
    await viewportScreenshot(page, 'dashboard-cash-out-confirm');
    await confirm.getByRole('button', { name: 'Cash Out $19.00' }).click();
    await expectToast(page, 'Bet cashed out', '$19.00 added to your balance');
    await closeToast(page);

    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe('$999.00');
    await expect.poll(() => row.locator('[data-status]').textContent(), { timeout: 10_000 }).toBe('cashed out');
    expect(await row.locator('[data-payout]').textContent()).toBe('$19.00');
    expect(await row.getByRole('button', { name: /Cash Out/ }).count()).toBe(0);
    expect(await betOf(placed.betId)).toMatchObject({ status: 'cashed_out', payout: 19 });
    await page.getByRole('tab', { name: 'Closed' }).click();
    const closed = page.getByRole('table', { name: 'Closed bets' });
    expect(await closed.locator(`[data-bet-id="${placed.betId}"] [data-status]`).textContent()).toBe('cashed out');
  });

  it('shows the new offer when the price moved (409) and takes it with one click', async () => {
    const placed = await placeHomeMoneyline(suite.stack.baseUrl, player, 10);
    const current = await offerOf(placed.betId);
    // The page is shown an offer at a price version the server no longer quotes, as after a move of the odds.
    const stale = { ...current, offerCents: current.offerCents + 50, offer: current.offer + 0.5, priceVersion: 'old' };
    const page = await dashboard(PHONE, (opened) =>
      opened.route(`**/api/bets/${placed.betId}/cash-out`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { betId: placed.betId, ...stale } })
          : route.continue(),
      ),
    );
    const card = betEntry(page, placed.betId);
    await card.getByRole('button', { name: `Cash Out ${dollars(stale.offer)}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash Out Bet' });
    await confirm.getByRole('button', { name: `Cash Out ${dollars(stale.offer)}` }).click();
    const changed = page.getByRole('alertdialog', { name: 'Cash Out Offer Changed' });
    await changed.waitFor();
    expect(await changed.textContent()).toContain(`the offer is now ${dollars(current.offer)}`);
    await viewportScreenshot(page, 'dashboard-cash-out-changed-390');
    await changed.getByRole('button', { name: `Accept ${dollars(current.offer)}` }).click();
    await expectToast(page, 'Bet cashed out', `${dollars(current.offer)} added to your balance`);
    expect(await betOf(placed.betId)).toMatchObject({ status: 'cashed_out', payout: current.offer });
  });
});

describe("the Dashboard's bets fit the screen (issue 22 item 1)", () => {
  it('every bet shows its date and time, status and payout at 1280 px (a table) and 390 px (cards)', async () => {
    // Open, won, lost and cashed-out bets in the history, one of them a parlay-free single each.
    const won = await placeHomeMoneyline(suite.stack.baseUrl, player, 15);
    const lost = await placeHomeMoneyline(suite.stack.baseUrl, player, 12);
    await placeHomeMoneyline(suite.stack.baseUrl, player, 25);
    await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/bets/${won.betId}/settle`, { status: 'won' });
    await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/bets/${lost.betId}/settle`, { status: 'lost' });

    const wide = await dashboard(DESKTOP);
    const table = wide.getByRole('table', { name: 'Recent bets' });
    await table.waitFor();
    await table
      .getByRole('button', { name: /Cash Out \$/ })
      .first()
      .waitFor();
    await expectEverythingInView(wide, DESKTOP.width);
    // The date says when: 'Nov 22, 2026, 7:05 PM'.
    expect(await table.locator('tbody tr td').first().textContent()).toMatch(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
    await screenshot(wide, 'dashboard-1280');
    await wide.context().close();

    const phone = await dashboard(PHONE);
    const cards = phone.getByRole('list', { name: 'Recent bets' });
    await cards.waitFor();
    await cards
      .getByRole('button', { name: /Cash Out \$/ })
      .first()
      .waitFor();
    await expectEverythingInView(phone, PHONE.width);
    expect(await cards.locator('time').first().textContent()).toMatch(/\d{1,2}:\d{2} [AP]M$/);
    await screenshot(phone, 'dashboard-390');
  });
});
