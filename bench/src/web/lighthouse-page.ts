import * as chromeLauncher from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import lighthouse, { desktopConfig } from 'lighthouse';

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

/**
 * One Lighthouse navigation of `url` in the Debian chromium, signed in by sending the session cookie with every
 * request. Mobile is Lighthouse's default (simulated slow 4G and a 4x slower CPU); desktop is its desktop preset.
 */
export async function lighthousePage(url: string, cookie: string, formFactor: FormFactor): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
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
