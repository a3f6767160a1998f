import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingsMissingReason, startOddsApiReplay, type OddsApiReplay } from '../src/testing/odds-api-replay.js';
import { openAdminTab, screenshotFromTop } from './support/admin-panel.js';
import { signInThroughUi } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { ADMIN } from './support/stack-process.js';
import { useBrowserSuite } from './support/browser-suite.js';

const missing = recordingsMissingReason();
if (missing) console.warn(missing);

let replay: OddsApiReplay;

describe.skipIf(missing !== undefined)('Admin: Odds Refresh quota with The Odds API (recordings replayed)', () => {
  beforeAll(async () => {
    // The stack's feed reads the wall clock, so the recordings are replayed at the instant the spec starts.
    replay = await startOddsApiReplay({ now: Date.now(), clock: () => Date.now() });
  });
  const suite = useBrowserSuite(
    () => ({
      ODDS_API_KEY: 'e2e-replay',
      ODDS_API_BASE_URL: replay.baseUrl,
      ODDS_API_SPORTS: 'NFL,MLB,NBA',
      ODDS_API_DAILY_BUDGET: '500',
      ODDS_REFRESH_SECONDS: '0',
    }),
    async () => {
      await replay?.close();
    },
  );

  async function oddsRefreshTab(viewport = DESKTOP): Promise<Page> {
    const page = await suite.newPage(viewport);
    await signInThroughUi(page, ADMIN.username, ADMIN.password);
    if (viewport.width < 768) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await openAdminTab(page, 'Odds Refresh');
    return page;
  }

  it('shows no quota before the first call, then the provider quota, the budget spent and the plan', async () => {
    const page = await oddsRefreshTab();
    await page.getByText('No quota to show').waitFor();
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/refresh-game-props'),
      page.getByRole('button', { name: 'Refresh Game Props' }).click(),
    ]);
    const quota = page.getByLabel('Quota figures', { exact: true });
    await quota.waitFor();
    const used = replay.used();
    expect(await quota.textContent()).toBe(
      `Remaining (provider)${(20_000 - used).toLocaleString('en-US')}Used (provider)${used}` +
        `Spent, last 24 h${used} / 500Spent, last hour${used}`,
    );
    const plan = page.getByRole('table', { name: 'Refresh plan' });
    await expect.poll(() => plan.getByRole('row').count()).toBeGreaterThan(3);
    const nba = await plan.getByRole('row', { name: /^NBA\s*main markets/ }).textContent();
    expect(nba).toContain('Live / within 1 h');
    expect(nba).toContain('10 min');
    await screenshotFromTop(page, 'admin-odds-refresh-quota');
  });

  it('fits a phone', async () => {
    const page = await oddsRefreshTab(PHONE);
    await page.getByLabel('Quota figures', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshotFromTop(page, 'admin-odds-refresh-quota-phone');
  });
});
