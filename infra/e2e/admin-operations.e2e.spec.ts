import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  closeToast,
  dollars,
  expectToast,
  loginCookie,
  openAdminTab,
  placeHomeMoneyline,
  screenshotFromTop,
} from './support/admin-panel.js';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { ADMIN } from './support/stack-process.js';
import { useBrowserSuite } from './support/browser-suite.js';

const suite = useBrowserSuite();
const { newPage } = suite;

beforeAll(async () => {
  // Bets need priced games; the UI refresh has its own test below.
  await adminCall(suite.stack.baseUrl, 'POST', '/api/admin/refresh-game-props');
});

async function adminPanel(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, ADMIN.username, ADMIN.password);
  // On a phone the sidebar (and its Admin link) is an off-canvas sheet; open it first.
  if (viewport.width < 768) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  return page;
}

/** Clicks a command button and returns the JSON it answered, to compare with what the screen shows. */
async function clickAndRead<T>(page: Page, button: string, path: string): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const figures = (page: Page, label: string) => page.getByLabel(label, { exact: true }).textContent();
const count = (value: number) => value.toLocaleString('en-US');

describe('Admin: Odds Refresh, Bet Settlement, Database Cleanup', () => {
  it('refreshes game props and player props and shows the figures each refresh returned', async () => {
    const page = await adminPanel();
    await openAdminTab(page, 'Odds Refresh');
    type GameStats = { stats: { totalEvents: number; eventsWithOdds: number; eventsWithoutOdds: number } };
    const games = await clickAndRead<GameStats>(page, 'Refresh Game Props', '/api/admin/refresh-game-props');
    const { totalEvents, eventsWithOdds, eventsWithoutOdds } = games.stats;
    await expectToast(page, 'Game Props Refreshed', `${eventsWithOdds} of ${totalEvents} events have odds.`);
    await page.getByLabel('Game props refresh').waitFor();
    expect(await figures(page, 'Game props refresh')).toMatch(
      new RegExp(
        `^Total Events${count(totalEvents)}With Odds${count(eventsWithOdds)}Without Odds${count(eventsWithoutOdds)}Duration\\d+\\.\\d+ s$`,
      ),
    );
    expect(await figures(page, 'Game props by bookmaker')).toMatch(/^DK \+ FD[\d,]+DK only[\d,]+FD only[\d,]+$/);

    type PropStats = { stats: { totalProps: number; propsBySport: Record<string, number> } };
    const props = await clickAndRead<PropStats>(page, 'Refresh Player Props', '/api/admin/refresh-player-props');
    await expectToast(page, 'Player Props Refreshed', `${count(props.stats.totalProps)} player props loaded.`);
    await page.getByLabel('Player props by sport').waitFor();
    for (const [sport, total] of Object.entries(props.stats.propsBySport)) {
      expect(await figures(page, 'Player props by sport')).toContain(`${sport}${count(total)}`);
    }
    await screenshotFromTop(page, 'admin-odds-refresh');
  });

  it('runs settlement and shows games finalized, bets settled, won and lost', async () => {
    const page = await adminPanel();
    await openAdminTab(page, 'Bet Settlement');
    type Settlement = { gamesFinalized: number; betsSettled: number; betsWon: number; betsLost: number };
    const result = await clickAndRead<Settlement>(page, 'Run Settlement', '/api/settlement/all');
    await expectToast(page, 'Settlement Complete', /^\d+ bets? settled, \d+ games? finalized\.$/);
    await page.getByLabel('Settlement result').waitFor();
    expect(await figures(page, 'Settlement result')).toBe(
      `Games Finalized${result.gamesFinalized}Bets Settled${result.betsSettled}Bets Won${result.betsWon}Bets Lost${result.betsLost}`,
    );
    await screenshotFromTop(page, 'admin-bet-settlement');
  });

  // A bet whose game is not over stays pending; it must not stop the run for the others.
  it('runs settlement while a bet on a game not yet played is pending, and leaves that bet pending', async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const bet = await placeHomeMoneyline(suite.stack.baseUrl, player, 10);
    const page = await adminPanel();
    await openAdminTab(page, 'Bet Settlement');
    await clickAndRead(page, 'Run Settlement', '/api/settlement/all');
    await expectToast(page, 'Settlement Complete', /^\d+ bets? settled, \d+ games? finalized\.$/);
    const bets = await adminCall<{ id: string; status: string }[]>(suite.stack.baseUrl, 'GET', '/api/admin/users/bets');
    expect(bets.find(({ id }) => id === bet.betId)?.status).toBe('pending');
  });

  it('shows what cleanup would delete, runs it and shows what it deleted', async () => {
    const page = await adminPanel();
    const statsRead = page.waitForResponse((response) => response.url().endsWith('/api/cleanup/stats'));
    await openAdminTab(page, 'Database Cleanup');
    const stats = (await (await statsRead).json()) as {
      finalGames: number;
      oldScheduledGames: number;
      totalGamesToDelete: number;
    };
    await page.getByLabel('Cleanup statistics').waitFor();
    expect(await figures(page, 'Cleanup statistics')).toBe(
      `Final Games${stats.finalGames}Old Scheduled Games${stats.oldScheduledGames}Total to Delete${stats.totalGamesToDelete}`,
    );
    type Run = { stats: { gamesDeleted: number; marketsDeleted: number; propsDeleted: number } };
    // Deleting games cannot be undone: Run Cleanup asks first, and nothing is sent before the admin confirms.
    await page.getByRole('button', { name: 'Run Cleanup' }).click();
    await page.getByRole('alertdialog', { name: 'Run Cleanup' }).waitFor();
    const run = await clickAndRead<Run>(page, 'Delete Games', '/api/cleanup/run');
    await expectToast(page, 'Cleanup Complete', /^Deleted \d+ games?, \d+ markets? and \d+ props?\.$/);
    await page.getByLabel('Cleanup result').waitFor();
    expect(await figures(page, 'Cleanup result')).toBe(
      `Games Deleted${run.stats.gamesDeleted}Markets Deleted${run.stats.marketsDeleted}Props Deleted${run.stats.propsDeleted}`,
    );
    await screenshotFromTop(page, 'admin-database-cleanup');
  });
});

describe('Admin: Balance & Bets', () => {
  it("adjusts a player's cash down and up, then settles their bet as won and sees the payout land", async () => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const bet = await placeHomeMoneyline(suite.stack.baseUrl, player, 20);
    const page = await adminPanel();
    await openAdminTab(page, 'Balance & Bets');
    await page.getByRole('combobox', { name: 'User' }).selectOption({ label: player.username });
    const balances = page.getByLabel(`${player.username}'s balances`);
    const cash = () => balances.locator('dd').first().textContent();
    await expect.poll(cash).toBe(dollars(980));

    const amount = page.getByLabel('Amount');
    const adjust = page.getByRole('button', { name: 'Adjust Balance' });
    expect(await adjust.isDisabled()).toBe(true);
    await amount.fill('fifty');
    await adjust.click();
    await expectToast(page, 'Invalid Amount', 'Please enter a valid number');

    await amount.fill('-50');
    await adjust.click();
    await expectToast(page, 'Balance Adjusted', `${player.username}'s cash balance is now ${dollars(930)}.`);
    await expect.poll(cash).toBe(dollars(930));
    expect(await adjust.isDisabled()).toBe(true);

    await amount.fill('25');
    await adjust.click();
    await expectToast(page, 'Balance Adjusted', `${player.username}'s cash balance is now ${dollars(955)}.`);
    await expect.poll(cash).toBe(dollars(955));

    const card = page.getByRole('listitem', { name: `Bet ${bet.betId}` });
    await card.getByText(bet.homeTeam, { exact: true }).waitFor();
    await card.getByText('Moneyline', { exact: false }).first().waitFor();
    await card.getByLabel(`New status for bet ${bet.betId}`).selectOption('won');
    await card.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Bet Settled', 'The bet is now won.');
    await card.getByText('won', { exact: true }).waitFor();
    const paidOut = 955 + bet.potentialPayout;
    await expect.poll(cash).toBe(dollars(paidOut));

    // The player sees the same balance.
    const cookie = await loginCookie(suite.stack.baseUrl, player.username, player.password);
    const me = (await (await fetch(`${suite.stack.baseUrl}/api/user`, { headers: { cookie } })).json()) as {
      balance: number;
    };
    expect(me.balance).toBeCloseTo(paidOut, 2);
    await screenshotFromTop(page, 'admin-balance-bets');
  });
});

describe('Admin panel on a phone and a desktop', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ])('shows every tab without the page scrolling sideways (%s)', async (name, viewport) => {
    const player = await createApprovedPlayer(suite.stack.baseUrl);
    const page = await adminPanel(viewport);
    const tabs = [
      ['Account Management', 'account-management', []],
      [
        'Odds Refresh',
        'odds-refresh',
        [
          ['Refresh Game Props', 'Game Props Refreshed'],
          ['Refresh Player Props', 'Player Props Refreshed'],
        ],
      ],
      ['Bet Settlement', 'bet-settlement', [['Run Settlement', 'Settlement Complete']]],
      ['Balance & Bets', 'balance-bets', []],
      ['Database Cleanup', 'database-cleanup', [['Run Cleanup', 'Cleanup Complete']]],
    ] as const;
    for (const [tab, file, actions] of tabs) {
      await openAdminTab(page, tab);
      for (const [action, success] of actions) {
        await page.getByRole('button', { name: action }).click();
        if (action === 'Run Cleanup') await page.getByRole('button', { name: 'Delete Games' }).click();
        await expectToast(page, success, /./);
      }
      if (tab === 'Balance & Bets') {
        // Placed after the tab opened, so the balance shown must come from a read made when the player is picked.
        const bet = await placeHomeMoneyline(suite.stack.baseUrl, player, 15);
        await page.getByRole('combobox', { name: 'User' }).selectOption({ label: player.username });
        const card = page.getByRole('listitem', { name: `Bet ${bet.betId}` });
        await card.waitFor();
        await expect.poll(() => figures(page, `${player.username}'s balances`)).toContain('Pending Bets1');
        await closeToast(page);
        await expectNoSidewaysScroll(page, viewport.width);
        await screenshotFromTop(page, `admin-tab-${file}-${name}`);
        await card.getByLabel(`New status for bet ${bet.betId}`).selectOption('void');
        await card.getByRole('button', { name: 'Update' }).click();
        // Changing a bet's status works on a phone too.
        await expectToast(page, 'Bet Settled', 'The bet is now void.');
        continue;
      }
      await page.getByRole('region').first().waitFor();
      if (actions.length > 0) await closeToast(page);
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotFromTop(page, `admin-tab-${file}-${name}`);
    }
  });
});
