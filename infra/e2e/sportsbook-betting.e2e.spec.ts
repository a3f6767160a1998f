import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { closeContext, launchBrowser, openPage, PHONE, screenshot } from './support/browser.js';
import type { PickableGame } from './support/sportsbook-data.js';
import {
  getAs,
  headerBalance,
  literal,
  refreshOdds,
  sessionCookie,
  settleBet,
  upcomingGameWithMainMarkets,
} from './support/sportsbook-data.js';
import type { RunningStack } from './support/stack-process.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { betSlip, showSlip } from './support/bet-slip.js';
import { startStack } from './support/stack-process.js';

// One player goes through the sportsbook page's whole betting flow, in order: singles, a parlay, the
// Dashboard, then the slip's refusal of a stake over $150.
let stack: RunningStack;
let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: Error[] = [];
let player: { username: string; password: string };
let game: PickableGame;

beforeAll(async () => {
  // Pre-match prices only change when the admin refreshes (no scheduled refresh during the test).
  [stack, browser] = await Promise.all([startStack({ ODDS_REFRESH_SECONDS: '3600' }), launchBrowser()]);
  await refreshOdds(stack.baseUrl);
  player = await createApprovedPlayer(stack.baseUrl);
  game = await upcomingGameWithMainMarkets(
    stack.baseUrl,
    await sessionCookie(stack.baseUrl, player.username, player.password),
  );
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
afterEach(async () => {
  await closeContext(context);
  expect(pageErrors).toEqual([]);
});

/** `prepare` runs before the app starts, e.g. to route its requests (lists are read once at sign-in). */
async function signedInPage(viewport?: typeof PHONE, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const opened = await openPage(browser, stack.baseUrl, viewport);
  ({ context, pageErrors } = opened);
  await prepare?.(opened.page);
  await signInThroughUi(opened.page, player.username, player.password);
  return opened.page;
}

const gameCard = (page: Page) => page.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
// The favourite's moneyline and the underdog's spread: two teams, so the two stakes have distinct names.
const moneylineButton = (page: Page) =>
  gameCard(page).getByRole('button', { name: new RegExp(`^${literal(game.favourite)}, Moneyline, `) });
const spreadButton = (page: Page) =>
  gameCard(page).getByRole('button', { name: new RegExp(`^${literal(game.underdog)} [+-]?[\\d.]+, Spread, `) });
const slip = betSlip;

async function pickBoth(page: Page): Promise<void> {
  await moneylineButton(page).click();
  await spreadButton(page).click();
  // A pick made before the slip's store has arrived is applied when it does: wait for it.
  await expect.poll(() => moneylineButton(page).getAttribute('aria-pressed'), { timeout: 5_000 }).toBe('true');
  await showSlip(page);
}

async function confirm(page: Page): Promise<string> {
  await slip(page).getByRole('button', { name: 'Place Bet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bet Confirmed!' });
  await dialog.waitFor();
  return (await dialog.textContent()) ?? '';
}

describe('betting from the sportsbook page', () => {
  it('places a moneyline and a spread as singles: confirmed, slip cleared, balance down by the stakes', async () => {
    const page = await signedInPage();
    await gameCard(page).waitFor();
    expect(await headerBalance(page)).toBe('$1,000.00');
    await screenshot(page, 'sportsbook-list');

    await pickBoth(page);
    // The sportsbook page starts stakes at $0: nothing to place yet.
    expect(await slip(page).getByRole('button', { name: 'Place Bet' }).isDisabled()).toBe(true);
    await slip(page)
      .getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true })
      .fill('10');
    await slip(page)
      .getByRole('textbox', { name: new RegExp(`^Stake for ${literal(game.underdog)} `) })
      .fill('25');
    await viewportScreenshot(page, 'sportsbook-slip-singles');

    const text = await confirm(page);
    expect(text).toContain('Your bet has been successfully confirmed!');
    // Two singles are two bets: the confirmation lists each with its own id and payout, then the total.
    expect(text.match(/Bet ID: [\w-]+ • Potential Payout: \$[\d,]+\.\d\d/g)).toHaveLength(2);
    expect(text).toMatch(/2 bets placed • Total Potential Payout: \$[\d,]+\.\d\d/);
    await viewportScreenshot(page, 'sportsbook-bet-confirmed');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await slip(page).getByText('Your bet slip is empty.').isVisible()).toBe(true);
    await page.waitForFunction(() => document.body.textContent?.includes('$965.00'));
    expect(await headerBalance(page)).toBe('$965.00');
  });

  it('places the same two as a parlay on one stake, then finds every bet on the Dashboard', async () => {
    const page = await signedInPage();
    await gameCard(page).waitFor();
    await pickBoth(page);
    await slip(page).getByRole('tab', { name: 'Parlay' }).click();
    expect(
      await slip(page)
        .getByRole('radio', { name: /Free Play/ })
        .isDisabled(),
    ).toBe(true);
    await slip(page)
      .getByRole('group', { name: 'Quick stakes for the parlay' })
      .getByText('$10', { exact: true })
      .click();
    await viewportScreenshot(page, 'sportsbook-slip-parlay');
    await confirm(page);
    await page.getByRole('button', { name: 'View My Bets' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await headerBalance(page)).toBe('$955.00');

    type Bet = { id: string; betMode: string; stake: number; potentialPayout: number; legs: { marketType: string }[] };
    const cookie = await sessionCookie(stack.baseUrl, player.username, player.password);
    const me = await getAs<{ id: string }>(stack.baseUrl, cookie, '/api/user');
    const bets = await getAs<Bet[]>(stack.baseUrl, cookie, `/api/bets/${me.id}`);
    expect(bets.map((bet) => bet.betMode).sort()).toEqual(['parlay', 'single', 'single']);
    const rows = page.getByRole('table', { name: 'Recent bets' }).locator('tbody tr');
    await rows.nth(2).waitFor();
    // Pending bets show their potential payout.
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    // Column 7 is Payout (the Cash Out column follows it while a bet is open).
    expect(await rows.locator('td:nth-child(7)').allTextContents()).toEqual(
      bets.map((bet) => money(bet.potentialPayout)),
    );
    expect(await rows.first().textContent()).toContain('Parlay (2 legs)');

    // Settled: a won bet shows its winnings, a lost one minus its stake.
    const single = (type: string) => bets.find((bet) => bet.betMode === 'single' && bet.legs[0]?.marketType === type);
    const moneyline = single('moneyline') as Bet;
    const spread = single('spread') as Bet;
    await settleBet(stack.baseUrl, moneyline.id, 'won');
    await settleBet(stack.baseUrl, spread.id, 'lost');
    await page.reload();
    await page.getByRole('tab', { name: 'Closed' }).click();
    const closed = page.getByRole('table', { name: 'Closed bets' });
    await closed.waitFor();
    const payouts = await closed.locator('tbody td:nth-child(7)').allTextContents();
    expect(payouts.sort()).toEqual([`+${money(moneyline.potentialPayout - moneyline.stake)}`, '-$25.00'].sort());
    // Weekly Performance is drawn only when the week's result is not zero.
    const { weeklyProfitLoss } = await getAs<{ weeklyProfitLoss: number }>(stack.baseUrl, cookie, '/api/user/stats');
    expect(weeklyProfitLoss).toBeCloseTo(moneyline.potentialPayout - moneyline.stake - 25, 2);
    const week = page.getByRole('region', { name: 'Weekly Performance' });
    // Its code (recharts) is fetched only when there is a week to draw: wait for it then.
    if (weeklyProfitLoss !== 0) await week.waitFor();
    expect(await week.isVisible()).toBe(weeklyProfitLoss !== 0);
    await screenshot(page, 'sportsbook-dashboard');
    await page.getByRole('tab', { name: 'Open' }).click();
    expect(await page.getByRole('table', { name: 'Open bets' }).locator('tbody tr').count()).toBe(1);
  });

  it('refuses a stake over $150 with the message and a disabled Place button', async () => {
    const page = await signedInPage();
    await gameCard(page).waitFor();
    await moneylineButton(page).click();
    await showSlip(page);
    await slip(page)
      .getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true })
      .fill('151');
    expect(await slip(page).getByRole('alert').textContent()).toBe('Each bet must be $10-$150');
    expect(await slip(page).getByRole('button', { name: 'Place Bet' }).isDisabled()).toBe(true);
    await viewportScreenshot(page, 'sportsbook-slip-refused');
  });

  it('offers the new price when the odds moved before the bet reached the server, and takes it in one click', async () => {
    // The page is shown a price 10 points worse than the book's, as if the market moved after it was read.
    const favouredSide = game.favourite === game.homeTeam ? 'homeOdds' : 'awayOdds';
    let bookPrice = 0;
    const page = await signedInPage(undefined, (opened) =>
      opened.route('**/api/markets', async (route) => {
        const response = await route.fetch();
        const rows = (await response.json()) as Record<string, unknown>[];
        const stale = rows.map((row) => {
          if (row.eventId !== game.id || row.marketType !== 'moneyline') return row;
          bookPrice = row[favouredSide] as number;
          return { ...row, [favouredSide]: bookPrice < 0 ? bookPrice - 10 : bookPrice + 10 };
        });
        await route.fulfill({ response, json: stale });
      }),
    );
    const posted: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/bets') && request.method() === 'POST') {
        posted.push((request.postDataJSON() as { legs: { americanOdds: number }[] }).legs[0]?.americanOdds ?? 0);
      }
    });
    await gameCard(page).waitFor();
    await moneylineButton(page).click();
    await showSlip(page);
    await slip(page)
      .getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true })
      .fill('10');
    await slip(page).getByRole('button', { name: 'Place Bet' }).click();

    const denied = page.getByRole('alertdialog', { name: 'Bet Denied' });
    await denied.waitFor();
    expect(await denied.textContent()).toContain('Odds have changed');
    await denied.getByRole('button', { name: 'OK' }).click();
    const offer = slip(page).getByRole('status');
    const shown = (odds: number) => (odds > 0 ? `+${odds}` : String(odds));
    expect(await offer.textContent()).toContain(shown(bookPrice));
    await viewportScreenshot(page, 'sportsbook-slip-odds-moved');
    await slip(page).getByRole('button', { name: 'Accept new odds' }).click();
    expect(await offer.count()).toBe(0);
    await confirm(page);
    expect(posted).toEqual([bookPrice < 0 ? bookPrice - 10 : bookPrice + 10, bookPrice]);
  });

  it('fits a phone: the list, the slip sheet and the Dashboard', async () => {
    const page = await signedInPage(PHONE);
    await gameCard(page).waitFor();
    await screenshot(page, 'sportsbook-list-phone');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    await moneylineButton(page).click();
    await showSlip(page);
    await viewportScreenshot(page, 'sportsbook-slip-phone');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    // Below 1100 px the bets are one card each (cash-out.e2e.spec.ts checks what every card shows).
    await page.getByRole('list', { name: 'Recent bets' }).waitFor();
    expect(await overflow()).toBe(0);
    await screenshot(page, 'sportsbook-dashboard-phone');
  });
});
