import { chromium } from 'playwright-core';
import { signedInBrowserCookies } from './browser-cookies.js';

/** A second visit's timings, from the navigation's start, in milliseconds. */
export type WarmVisit = { firstContentfulPaintMs: number; headingMs: number };

// Run in the page (as source text: this package is compiled without the DOM's types).
const HEADING_DRAWN = `new Promise((resolve) => {
  const drawn = () =>
    document.querySelector('main h1') !== null &&
    document.querySelector('[data-skeleton]') === null &&
    document.getElementById('boot-skeleton')?.hidden !== false;
  const check = () => (drawn() ? resolve(performance.now()) : requestAnimationFrame(check));
  check();
})`;
const FIRST_CONTENTFUL_PAINT = `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`;

/**
 * Opens `path` twice in one signed-in context: the first visit fills the cache, the second is measured. FCP is the
 * browser's own paint entry; `headingMs` is when the page's heading (main h1) was found drawn with the shell's
 * skeletons gone, polled every animation frame in the page (so within a frame of the real moment).
 */
export async function warmFirstScreen(baseUrl: string, cookie: string, path: string): Promise<WarmVisit> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(signedInBrowserCookies(baseUrl, cookie));
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.goto(baseUrl + path, { waitUntil: 'commit' });
    const headingMs = Number(await page.evaluate(HEADING_DRAWN));
    const firstContentfulPaintMs = Number(await page.evaluate(FIRST_CONTENTFUL_PAINT));
    await context.close();
    return { firstContentfulPaintMs: Math.round(firstContentfulPaintMs), headingMs: Math.round(headingMs) };
  } finally {
    await browser.close();
  }
}
