import * as chromeLauncher from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { signedInBrowserCookies } from './browser-cookies.js';

export type FormFactor = 'mobile' | 'desktop';

/** The figures the target names, as Lighthouse reports them. */
export type LighthouseScores = {
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** Lighthouse's own warnings for the run (e.g. the page took too long), shown beside the figures. */
  warnings: string[];
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

function audit(result: RunnerResult, id: string): number {
  const value = result.lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}: ${result.lhr.runtimeError?.message ?? ''}`);
  return Math.round(value);
}

/** Puts a signed-in browser's cookies into the jar of the Chromium listening on `port` (Lighthouse keeps cookies). */
async function signIn(port: number, url: string, sessionCookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Chromium Lighthouse drives has no browser context');
    await context.addCookies(signedInBrowserCookies(new URL(url).origin, sessionCookie));
  } finally {
    await browser.close(); // connected, not launched: this disconnects and leaves Chromium running
  }
}

/**
 * One Lighthouse navigation of `url` in the Debian chromium, signed in as a browser is (the session and the
 * sidebar's cookies in its jar). Mobile is Lighthouse's default (simulated slow 4G and a 4x slower CPU); desktop is
 * its desktop preset.
 */
export async function lighthousePage(url: string, cookie: string, formFactor: FormFactor): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await signIn(chrome.port, url, cookie);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return {
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      totalBlockingTimeMs: audit(result, 'total-blocking-time'),
      largestContentfulPaintMs: audit(result, 'largest-contentful-paint'),
      firstContentfulPaintMs: audit(result, 'first-contentful-paint'),
      warnings: result.lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
