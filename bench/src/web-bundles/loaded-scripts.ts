import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageVisit = {
  /** The page to open, e.g. '/' or '/mini-games'. */
  path: string;
  signedIn: boolean;
  /** Text that shows the page has finished drawing. */
  readyText: string;
};

/**
 * Opens the page in Chromium with an empty cache and returns the path of every script it downloaded, in
 * order: exactly what a first visit costs, including the chunks federation decides to load at run time.
 */
export async function scriptsLoadedBy(siteUrl: string, visit: PageVisit): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    if (visit.signedIn) await context.addCookies([{ name: 'bench-session', value: '1', url: siteUrl }]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      // A blob: script is made in the page from JavaScript already downloaded (and counted): no file of the site.
      if (response.request().resourceType() === 'script' && url.protocol !== 'blob:') scripts.push(url.pathname);
    });
    await page.goto(siteUrl + visit.path);
    await page.getByText(visit.readyText).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
