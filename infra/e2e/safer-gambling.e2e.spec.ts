import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { loginCookie, openAdminTab, screenshotFromTop } from './support/admin-panel.js';
import { betSlip, showSlip } from './support/bet-slip.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { openGame, pickChip } from './support/casino-table.js';
import type { PickableGame } from './support/sportsbook-data.js';
import { literal, refreshOdds, sessionCookie, upcomingGameWithMainMarkets } from './support/sportsbook-data.js';
import { ADMIN } from './support/stack-process.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// A player sets a limit in Settings, meets it on the bet slip and at the roulette table, takes a time-out,
// and is reminded by the reality check. Every refusal text is the server's own.
let game: PickableGame;

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  const scout = await createApprovedPlayer(suite.stack.baseUrl);
  game = await upcomingGameWithMainMarkets(
    suite.stack.baseUrl,
    await sessionCookie(suite.stack.baseUrl, scout.username, scout.password),
  );
});

type Player = { username: string; password: string };

async function signedIn(player: Player, viewport = DESKTOP, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await newPage(viewport);
  await prepare?.(page);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Safer gambling' });
  await section.getByRole('list', { name: 'Your limits' }).waitFor();
  return section;
}

/** Sets a limit through the Settings form and waits for the answer. */
async function setLimitInSettings(
  page: Page,
  kind: 'Loss' | 'Stake',
  period: 'Daily' | 'Weekly' | 'Monthly',
  amount: string,
) {
  const section = await openSettings(page);
  await section.getByLabel('Limit on').selectOption({ label: kind });
  await section.getByLabel('Period').selectOption({ label: period });
  await section.getByLabel('Amount').fill(amount);
  await section.getByRole('button', { name: 'Save limit' }).click();
  await section
    .getByRole('status')
    .filter({ hasText: `${period} ${kind.toLowerCase()} limit:` })
    .waitFor();
  return section;
}

/** A limit set over HTTP, as another tab of the player's would. */
async function setLimitOverHttp(player: Player, body: Record<string, unknown>) {
  const cookie = await loginCookie(suite.stack.baseUrl, player.username, player.password);
  const response = await fetch(`${suite.stack.baseUrl}/api/safer-gambling/limits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ timeZone: 'UTC', ...body }),
  });
  expect(response.status).toBe(200);
}

const limitRow = (page: Page, key: string) => page.locator(`[data-limit="${key}"]`);

describe('Safer gambling', () => {
  it('sets a daily stake limit in Settings and the slip shows the refusal naming what is left', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const page = await signedIn(player);
    const section = await setLimitInSettings(page, 'Stake', 'Daily', '15');
    expect(await section.getByRole('status').textContent()).toBe('Daily stake limit: In force now');
    const row = limitRow(page, 'stake:day');
    expect(await row.locator('[data-amount]').textContent()).toBe('$15.00');
    expect(await row.locator('[data-left]').textContent()).toMatch(
      /^\$15\.00 of \$15\.00 left, resets [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 00:00$/,
    );
    // A raise waits 24 hours, shown as pending beside the limit still in force.
    await section.getByLabel('Amount').fill('50');
    await section.getByRole('button', { name: 'Save limit' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: /^Daily stake limit: Raising to \$50\.00 from / })
      .waitFor();
    expect(await row.locator('[data-amount]').textContent()).toBe('$15.00');
    expect(await row.locator('[data-pending]').textContent()).toMatch(/^Raising to \$50\.00 from /);
    await screenshotFromTop(page, 'safer-gambling-settings');

    await page.goto('/');
    const card = page.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await card.getByRole('button', { name: new RegExp(`^${literal(game.favourite)}, Moneyline, `) }).click();
    const slip = await showSlip(page);
    await slip.getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true }).fill('20');
    await betSlip(page).getByRole('button', { name: 'Place Bet' }).click();
    const denied = page.getByRole('alertdialog', { name: 'Bet Denied' });
    await denied.waitFor();
    expect(await denied.textContent()).toContain('Daily stake limit reached: $15.00 left until 00:00');
  });

  it('the Settings section fits a phone', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    await setLimitOverHttp(player, { kind: 'loss', period: 'week', amountCents: 5_000 });
    const page = await signedIn(player, PHONE);
    await openSettings(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshotFromTop(page, 'safer-gambling-settings-phone');
  });

  it('a loss limit refuses a roulette spin with the server’s text', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    await setLimitOverHttp(player, { kind: 'loss', period: 'week', amountCents: 500 });
    const page = await signedIn(player);
    await openGame(page, 'roulette');
    await pickChip(page, 10);
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/casino/roulette/spin'),
      page.getByRole('button', { name: 'Spin', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await page.getByText(/Weekly loss limit reached: \$5\.00 left until Mon \d{1,2} [A-Z][a-z]{2} 00:00/).waitFor();
    await viewportScreenshot(page, 'safer-gambling-casino-refused');
  });

  it('takes a time-out after a confirm that says what happens; a spin is refused, the balance still shows', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const page = await signedIn(player);
    const section = await openSettings(page);
    await section
      .getByRole('region', { name: 'Take a time-out' })
      .getByLabel('Duration')
      .selectOption({ label: '7 days' });
    await section.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Take a time-out for 7 days?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'For 7 days you will not be able to place bets, play casino games or raise your limits. You can still sign in and see your balance and bet history. A time-out cannot be ended early.',
    );
    await confirm.getByRole('button', { name: 'Take a time-out for 7 days' }).click();
    await confirm.waitFor({ state: 'detached' });
    await section
      .getByRole('alert')
      .filter({ hasText: /^You are on a time-out until / })
      .waitFor();
    expect(await section.getByRole('button', { name: 'Take a time-out' }).isDisabled()).toBe(true);
    await screenshotFromTop(page, 'safer-gambling-settings-time-out');

    await openGame(page, 'roulette');
    await pickChip(page, 10);
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByText(/You are on a time-out until .*: no betting or casino play until then/).waitFor();
    expect(await page.getByLabel('Balance', { exact: true }).textContent()).toContain('$1,000.00');
  });

  it('the reality check reminds after the chosen minutes; Take a break signs out', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const cookie = await loginCookie(suite.stack.baseUrl, player.username, player.password);
    const set = await fetch(`${suite.stack.baseUrl}/api/safer-gambling/reality-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ intervalMinutes: 15 }),
    });
    expect(set.status).toBe(200);
    const page = await signedIn(player, DESKTOP, (opened) => opened.clock.install());
    // A client-side move (no reload), so the page keeps the clock the test drives.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('region', { name: 'Safer gambling' }).getByLabel('Remind me').waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Reality check' }).count()).toBe(0);
    await page.clock.fastForward('15:00');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await check.waitFor();
    expect(await check.textContent()).toMatch(/You have been playing for 15 min\. Net result this session: \$0\.00\./);
    await check.getByRole('button', { name: 'Keep playing' }).click();
    await check.waitFor({ state: 'detached' });
    await page.clock.fastForward('15:00');
    await check.waitFor();
    await check.getByRole('button', { name: 'Take a break' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it("the admin's Balance & Bets shows a player's limits and self-exclusion, with nothing to change them", async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    await setLimitOverHttp(player, { kind: 'stake', period: 'month', amountCents: 30_000 });
    const cookie = await loginCookie(suite.stack.baseUrl, player.username, player.password);
    const excluded = await fetch(`${suite.stack.baseUrl}/api/safer-gambling/self-exclusion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ duration: '1y', timeZone: 'UTC' }),
    });
    expect(excluded.status).toBe(200);

    const page = await signedIn(ADMIN);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await openAdminTab(page, 'Balance & Bets');
    await page.getByRole('combobox', { name: 'User' }).selectOption({ label: player.username });
    const panel = page.getByRole('region', { name: 'Safer gambling' });
    await panel.getByText(/^Self-excluded until .* \(cannot be ended early\)$/).waitFor();
    const limits = panel.getByLabel(`${player.username}'s limits`);
    expect(await limits.textContent()).toContain('Monthly stake limit$300.00 ($300.00 left)');
    expect(await limits.textContent()).toContain('Reality checkOff');
    expect(await panel.getByRole('button').count()).toBe(0);
    expect(await panel.locator('input, select, textarea').count()).toBe(0);
    await screenshotFromTop(page, 'safer-gambling-admin-balance-bets');
  });
});
