import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditLedgerDto } from '@sb/contracts';
import {
  adminCall,
  expectToast,
  loginCookie,
  placeHomeMoneyline,
  screenshotFromTop,
  userIdOf,
} from './support/admin-panel.js';
import { createApprovedPlayer, signInThroughUi, uniqueUsername } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { refreshOdds } from './support/sportsbook-data.js';
import { ADMIN } from './support/stack-process.js';
import { useBrowserSuite } from './support/browser-suite.js';

let player: { username: string; password: string; id: string };
const auditor = { username: uniqueUsername('auditor'), password: 'auditor-password' };

const suite = useBrowserSuite();
const { newPage } = suite;

beforeAll(async () => {
  const created = await createApprovedPlayer(suite.stack.baseUrl);
  const id = await userIdOf(suite.stack.baseUrl, created.username);
  player = { ...created, id };
  await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/users/${id}/balance`, {
    amount: -12.5,
    balanceType: 'cash',
  });
  await adminCall(suite.stack.baseUrl, 'POST', `/api/admin/add-freeplay/${id}`, { amount: 20 });
  await adminCall(suite.stack.baseUrl, 'POST', '/api/admin/create-user', { ...auditor, role: 'auditor' });
});

/** axe-core's serious findings and any sideways scroll of the page: none on the Audit page. */
const fitAndAccessible = async (page: Page) => ({
  overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  violations: await seriousViolations(page),
});

const mainLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

/** The auditor signed in through the login screen: the home page sends them to /audit at once. */
async function auditorSignedIn(viewport?: typeof PHONE): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, auditor.username, auditor.password);
  await page.waitForURL('**/audit');
  await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
  return page;
}

async function openLedger(page: Page) {
  await page.getByLabel('Username').fill(player.username.slice(0, 12));
  await page.getByRole('list', { name: 'Players found' }).getByRole('button', { name: player.username }).click();
  await page.getByRole('heading', { name: `Ledger of ${player.username}` }).waitFor();
}

describe('Audit page', () => {
  it('an auditor signs in to the Audit page alone, finds a player, sees the chain verified and exports a CSV', async () => {
    const page = await auditorSignedIn();
    expect(await mainLinks(page).allTextContents()).toEqual(['Audit']);
    expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);

    await openLedger(page);
    const verdict = page.getByTestId('chain-verdict');
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain('Hash chain verified in this browser: 3 events');
    const rows = page.getByRole('table', { name: 'Ledger' }).getByRole('row');
    expect(await rows.count()).toBe(4);
    const trail = page.getByRole('table', { name: 'Admin actions' });
    await trail.getByRole('cell', { name: 'Cash -$12.50' }).waitFor();
    // The action in words, with the event's type as the log spells it underneath.
    expect(await trail.getByRole('row').filter({ hasText: 'Cash -$12.50' }).getByRole('cell').nth(2).innerText()).toBe(
      'Balance adjusted\nBalanceAdjusted',
    );
    expect(await page.getByLabel('Kind').locator('option').allTextContents()).toContain('Balance adjusted');
    await screenshotFromTop(page, 'audit-desktop');
    expect(await fitAndAccessible(page)).toEqual({ overflow: 0, violations: [] });

    await page.getByLabel('Kind').selectOption('BalanceAdjusted');
    expect(await rows.count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${player.username}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    const ledger = await adminCall<TAuditLedgerDto>(
      suite.stack.baseUrl,
      'GET',
      `/api/audit/players/${player.id}/ledger`,
    );
    const adjusted = ledger.lines.find((line) => line.kind === 'BalanceAdjusted')!;
    expect(csv[0]).toBe('time,revision,kind,bet or round,amount,cash,free play,hash,what');
    expect(csv.slice(1)).toEqual([`${adjusted.at},1,BalanceAdjusted,,-12.50,987.50,0.00,${adjusted.hash},`]);
  });

  it('refuses an auditor the betting, casino, settings and admin pages, and sends them to /audit', async () => {
    const page = await auditorSignedIn();
    for (const path of ['/casino', '/dashboard', '/settings', '/sportsbook/NBA']) {
      await page.goto(path);
      await page.getByRole('alert').getByText('Auditors have the Audit page only. Redirecting...').waitFor();
      await page.waitForURL('**/audit');
    }
    await page.goto('/admin');
    await page.getByRole('alert').getByText('Access denied. Redirecting...').waitFor();
    await page.waitForURL('**/audit');
    expect(await page.getByRole('tab', { name: 'Account Management' }).count()).toBe(0);
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows no balance in an auditor's header, and a player's as before (${label} px)`, async () => {
      // An auditor has no wallet: GET /api/user answers them balance 0, which the header showed as "Balance $0.00".
      const audit = await auditorSignedIn(viewport);
      const auditorHeader = audit.getByRole('banner');
      await auditorHeader.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
      expect(await auditorHeader.textContent()).not.toMatch(/Balance|Free Play/);
      await screenshotFromTop(audit, `audit-header-${label}`);

      const play = await newPage(viewport);
      await signInThroughUi(play, player.username, player.password);
      const playerHeader = play.getByRole('banner');
      await playerHeader.getByLabel('Balance', { exact: true }).getByText('$987.50', { exact: true }).waitFor();
      expect(await playerHeader.getByLabel('Free Play', { exact: true }).locator('strong').textContent()).toBe(
        '$20.00',
      );
    });
  }

  it('a phone shows the ledger and its check in one column', async () => {
    const page = await auditorSignedIn(PHONE);
    await page.goto(`/audit?player=${player.id}`);
    await page.getByTestId('chain-verdict').waitFor();
    expect(await page.getByTestId('chain-verdict').textContent()).toContain('Hash chain verified');
    await screenshotFromTop(page, 'audit-phone');
    expect(await fitAndAccessible(page)).toEqual({ overflow: 0, violations: [] });
  });

  it('a phone shows each admin action as a card whole, without scrolling the trail sideways', async () => {
    const page = await auditorSignedIn(PHONE);
    const trail = page.getByRole('region', { name: 'Admin actions table' });
    const action = trail.getByRole('row').filter({ hasText: 'Cash -$12.50' });
    await action.waitFor();
    // Five columns scrolled sideways at 390 px: the action, its account and what it did were out of view.
    expect(await trail.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const box = (await trail.boundingBox())!;
    for (const text of ['Balance adjusted', 'BalanceAdjusted', player.username, 'Cash -$12.50']) {
      const cell = (await action.getByText(text, { exact: true }).boundingBox())!;
      expect([text, cell.x >= box.x, cell.x + cell.width <= box.x + box.width]).toEqual([text, true, true]);
    }
    await action.scrollIntoViewIfNeeded();
    await screenshot(page, 'audit-trail-phone');
  });

  it('a laptop shows every column of a ledger whose lines name their bets: the figures are not scrolled away', async () => {
    // A bet's line names the pick and the game; on one line it pushed Amount, Cash, Free Play and Hash out of view.
    const bettor = await createApprovedPlayer(suite.stack.baseUrl);
    await refreshOdds(suite.stack.baseUrl);
    await placeHomeMoneyline(suite.stack.baseUrl, bettor, 10);
    const id = await userIdOf(suite.stack.baseUrl, bettor.username);
    const ledgerPath = `/api/audit/players/${id}/ledger`;
    const kinds = async () =>
      (await adminCall<TAuditLedgerDto>(suite.stack.baseUrl, 'GET', ledgerPath)).lines.map((line) => line.kind);
    await expect.poll(kinds).toContain('BetPlaced');

    const page = await auditorSignedIn();
    await page.goto(`/audit?player=${id}`);
    await page.getByRole('table', { name: 'Ledger' }).getByText('Bet placed', { exact: true }).waitFor();
    const table = page.getByRole('region', { name: 'Ledger table' });
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    await screenshotFromTop(page, 'audit-ledger-bet-desktop');
  });

  it('an admin sees Audit beside Admin and creates an auditor from Account Management', async () => {
    const page = await newPage();
    await signInThroughUi(page, ADMIN.username, ADMIN.password, '/admin');
    expect(await mainLinks(page).allTextContents()).toEqual(expect.arrayContaining(['Admin', 'Audit']));
    await page.goto('/admin');
    const username = uniqueUsername('audra');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('audra-password');
    await page.getByRole('group', { name: 'Role' }).getByText('Auditor', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Auditor' }).isChecked()).toBe(true);
    await screenshotFromTop(page, 'audit-create-auditor');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User Created', `${username} was created with $0.00.`);
    const cookie = await loginCookie(suite.stack.baseUrl, username, 'audra-password');
    const me = await fetch(`${suite.stack.baseUrl}/api/user`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ username, role: 'auditor', isAdmin: 'false', balance: 0 });
  });
});
