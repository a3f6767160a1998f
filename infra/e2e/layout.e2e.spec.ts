import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts.js';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser.js';
import type { RunningStack } from './support/stack-process.js';
import { ADMIN, startStack } from './support/stack-process.js';

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: Error[] = [];
let requestedPaths: string[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors).toEqual([]);
});

async function signedInPage(viewport?: typeof PHONE): Promise<Page> {
  const opened = await openPage(browser, stack.baseUrl, viewport);
  ({ context, pageErrors, requestedPaths } = opened);
  await signInThroughUi(opened.page, ADMIN.username, ADMIN.password);
  return opened.page;
}

const sidebarState = (page: Page) => page.getByTestId('sidebar').getAttribute('data-state');

describe('navigation shell', () => {
  it('lists the links in order with every sports category open and the active ones highlighted', async () => {
    const page = await signedInPage();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'Sportsbook',
      'Live Betting',
      'Prop Builder',
      'Live Casino',
      'Mini Games',
      'Dashboard',
      'NBA',
      'Baseball Leagues',
      'Admin',
      'Audit',
    ]);
    for (const category of ['American Football', 'Basketball', 'Baseball', 'Hockey', 'Soccer', 'Combat Sports']) {
      expect(await page.getByRole('button', { name: category }).getAttribute('aria-expanded')).toBe('true');
    }
    // The sports list of the sidebar (the sportsbook page has NBA links of its own).
    const sports = page.getByRole('navigation', { name: 'Sports' });
    await sports.getByRole('link', { name: 'NBA', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sportsbook/NBA');
    // React Router renders after the URL changes: wait for the highlight rather than reading it at once.
    await sports.locator('a[aria-current="page"]', { hasText: 'NBA' }).waitFor();
    await main.locator('a[aria-current="page"]', { hasText: 'Sportsbook' }).waitFor();
    expect(await page.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
  });

  it('collapses the sidebar with ctrl+b and keeps it collapsed after a reload', async () => {
    const page = await signedInPage();
    expect(await sidebarState(page)).toBe('expanded');
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=false'));
    expect(await sidebarState(page)).toBe('collapsed');

    await page.reload();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    expect(await sidebarState(page)).toBe('collapsed');
    // Collapsed to icons, the links keep their names (for tooltips and screen readers).
    await page.getByRole('link', { name: 'Mini Games' }).hover();
    await page.getByRole('tooltip', { name: 'Mini Games' }).waitFor();
    await screenshot(page, 'sidebar-collapsed');

    await page.keyboard.press('Meta+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=true'));
    expect(await sidebarState(page)).toBe('expanded');
  });

  it('turns the sidebar into an off-canvas sheet on a narrow screen', async () => {
    const page = await signedInPage(PHONE);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mini Games' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Mini Games' }).waitFor();
    await screenshot(page, 'mobile-sidebar-sheet');

    await sheet.getByRole('link', { name: 'Mini Games' }).click();
    await page.getByRole('heading', { name: 'Mini Games' }).waitFor();
    await sheet.waitFor({ state: 'detached' });
    await screenshot(page, 'mobile-mini-games');
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`writes the product name in the header whole, clear of the live dot and the balance (${label} px)`, async () => {
      const page = await signedInPage(viewport);
      const header = page.getByRole('banner');
      const name = header.getByText('Sportsbook & Casino', { exact: true });
      const balance = header.getByLabel('Balance', { exact: true });
      await balance.waitFor();
      // An ellipsis or a clip leaves content wider than its box, in the name or in one of its parts.
      const cut = await name.evaluate((element) =>
        [element, ...element.querySelectorAll('*')]
          .filter((part) => part.scrollWidth > part.clientWidth)
          .map((part) => part.textContent),
      );
      expect(cut).toEqual([]);
      const nameBox = await name.boundingBox();
      const liveDot = header.getByLabel('Live games in progress');
      const nextBoxes = [await balance.boundingBox(), (await liveDot.count()) > 0 ? await liveDot.boundingBox() : null];
      for (const next of nextBoxes.filter((box) => box !== null)) {
        expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0)).toBeLessThanOrEqual(next.x);
      }
      // The desktop header keeps the name on one line (16 px type); a phone's stacks it in two.
      if (label === '1280') expect(nameBox?.height).toBeLessThan(1.6 * 16);
      await screenshot(page, `header-product-name-${label}`);
    });
  }

  it('shows the 404 page for an unknown path, inside the shell', async () => {
    const page = await signedInPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Mini Games' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
  });

  it('loads Mini Games from mf-sportsbook: four games, each Coming Soon with a disabled button', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'Mini Games' }).click();
    await page.getByRole('heading', { name: 'Mini Games', level: 1 }).waitFor();
    for (const game of ['Plinko', 'Crash', 'Dice', 'Mines']) {
      const card = page.getByRole('region', { name: game });
      expect(await card.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    }
    // The remote ran on the shell's React, styled-components, react-query and web-kit: none of its own
    // fallback copies of the libraries the shell provides was downloaded (Redux is the sportsbook's own).
    expect(requestedPaths).toContain('/remotes/mf-sportsbook/remoteEntry.js');
    const manifest = (await (await fetch(`${stack.baseUrl}/remotes/mf-sportsbook/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const providedByShell = new Set([
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      '@tanstack/react-query',
      '@sb/web-kit',
      '@sb/web-kit/overlays',
    ]);
    const fallbacks = manifest.shared
      .filter(({ name }) => providedByShell.has(name))
      .flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async].map((file) => `/remotes/mf-sportsbook/${file}`));
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(requestedPaths.filter((path) => fallbacks.includes(path))).toEqual([]);
    await screenshot(page, 'mini-games');
  });
});
