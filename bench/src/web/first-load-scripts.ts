import { chromium } from 'playwright-core';
import { signedInBrowserCookies } from './browser-cookies.js';

/**
 * The path of every script a signed-in first visit to `path` downloads (empty cache), once the page has gone
 * quiet: the shell, the shared libraries and whatever federation fetches for the first screen.
 */
export async function signedInFirstLoadScripts(baseUrl: string, cookie: string, path: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(signedInBrowserCookies(baseUrl, cookie));
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      // Files served from dist only: a blob: worker made from the page's inline script is in the HTML already.
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.protocol.startsWith('http')) scripts.push(url.pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await context.close();
    return scripts;
  } finally {
    await browser.close();
  }
}
