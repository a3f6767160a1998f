import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser.js';
import type { CatalogueEvent } from './support/sportsbook-data.js';
import { getAs, refreshOdds, sessionCookie } from './support/sportsbook-data.js';
import type { RunningStack } from './support/stack-process.js';
import { ADMIN, startStack } from './support/stack-process.js';

// axe-core on every screen, signed out, as a player and as an admin, at 1280 and 390 px: no serious or
// critical violation, no sideways scroll, and a screenshot of each (test-artifacts/web/a11y-*.png).
let stack: RunningStack;
let browser: Browser;
let player: { username: string; password: string };
let liveEventId: string;
let upcomingEventId: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ ODDS_REFRESH_SECONDS: '3600' }), launchBrowser()]);
  await refreshOdds(stack.baseUrl);
  player = await createApprovedPlayer(stack.baseUrl);
  const cookie = await sessionCookie(stack.baseUrl, player.username, player.password);
  const events = await getAs<CatalogueEvent[]>(stack.baseUrl, cookie, '/api/events');
  const find = (status: string) => {
    const event = events.find((candidate) => candidate.status === status);
    if (!event) throw new Error(`the frozen world has no ${status} game`);
    return event.id;
  };
  [liveEventId, upcomingEventId] = [find('in_progress'), find('scheduled')];
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

type Screen = { name: string; path: () => string; ready: (page: Page) => Promise<unknown> };

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
/** Loaded: the page's heading is there and no skeleton is left. */
const settled = async (page: Page) => {
  await heading(page);
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
};

const PLAYER_SCREENS: Screen[] = [
  {
    name: 'sportsbook',
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Featured Matchup' }).waitFor(),
  },
  { name: 'sportsbook-nba', path: () => '/sportsbook/NBA', ready: settled },
  {
    name: 'event-upcoming',
    path: () => `/events/${upcomingEventId}`,
    ready: (page) => page.getByRole('region', { name: 'Main Markets' }).waitFor(),
  },
  {
    name: 'event-live',
    path: () => `/events/${liveEventId}`,
    ready: (page) => page.getByLabel(/^Live Score/).waitFor(),
  },
  {
    name: 'live-betting',
    path: () => '/live-betting',
    ready: (page) => page.getByText(/Odds updated \d+ s ago/).waitFor(),
  },
  { name: 'prop-builder', path: () => '/prop-builder', ready: (page) => page.getByText(/props across/).waitFor() },
  { name: 'mini-games', path: () => '/mini-games', ready: settled },
  { name: 'nba', path: () => '/nba', ready: settled },
  {
    name: 'baseball-leagues',
    path: () => '/baseball-leagues',
    ready: (page) => page.getByRole('region', { name: 'MLB', exact: true }).waitFor(),
  },
  { name: 'dashboard', path: () => '/dashboard', ready: settled },
  { name: 'casino', path: () => '/casino', ready: settled },
  { name: 'settings', path: () => '/settings', ready: settled },
  { name: 'not-found', path: () => '/sportsbook/Cricket', ready: (page) => page.getByText('Page Not Found').waitFor() },
];

const ADMIN_SCREENS: Screen[] = [
  {
    name: 'sportsbook',
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Featured Matchup' }).waitFor(),
  },
  { name: 'admin', path: () => '/admin', ready: settled },
];

const WIDTHS = [
  [DESKTOP, ''],
  [PHONE, '-phone'],
] as const;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens `screen`, waits for it, and answers what axe and the layout found, with a screenshot of it. */
async function audit(page: Page, screen: Screen, name: string) {
  await page.goto(screen.path());
  await screen.ready(page);
  await screenshot(page, name);
  return { screen: name, overflow: await sideways(page), violations: await seriousViolations(page) };
}

async function auditAs(account: { username: string; password: string } | null, screens: Screen[], role: string) {
  const found = [];
  for (const [viewport, suffix] of WIDTHS) {
    const { context, page, pageErrors } = await openPage(browser, stack.baseUrl, viewport);
    try {
      if (account) await signInThroughUi(page, account.username, account.password);
      for (const screen of screens) found.push(await audit(page, screen, `a11y-${role}-${screen.name}${suffix}`));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }
  return found;
}

const clean = (found: Awaited<ReturnType<typeof auditAs>>) =>
  found.filter((result) => result.overflow > 0 || result.violations.length > 0);

describe('accessibility (axe-core) and fit on every screen at 1280 and 390 px', () => {
  it('signed out: sign in and create account', async () => {
    const signedOut: Screen[] = [
      {
        name: 'login',
        path: () => '/',
        ready: (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor(),
      },
      {
        name: 'register',
        path: () => '/',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Sign up' }).click();
          await page.getByRole('heading', { name: 'Create Account' }).waitFor();
        },
      },
    ];
    expect(clean(await auditAs(null, signedOut, 'signed-out'))).toEqual([]);
  });

  it('as a player, every screen', async () => {
    expect(clean(await auditAs(player, PLAYER_SCREENS, 'player'))).toEqual([]);
  }, 600_000);

  it('as an admin, the sportsbook and the admin panel', async () => {
    expect(clean(await auditAs(ADMIN, ADMIN_SCREENS, 'admin'))).toEqual([]);
  }, 180_000);
});
