import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths.js';

// Without the background-networking flags Chromium keeps trying to reach the internet (toolchain notes).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (own cookies) per test, so one spec's session never leaks into another. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[]; requestedPaths: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  // An uncaught error in the app fails the test (checked after it) even if every assertion passed.
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // Every path the page asked for, from the very first request: what federation downloaded, and when.
  const requestedPaths: string[] = [];
  page.on('request', (request) => requestedPaths.push(new URL(request.url()).pathname));
  return { context, page, pageErrors, requestedPaths };
}

/** Closes a test's context once every request its routes are still answering has been answered (never mid-fetch). */
export async function closeContext(context: BrowserContext | undefined): Promise<void> {
  if (!context) return;
  await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'wait' })));
  await context.close();
}

/** Saves test-artifacts/web/<name>.png; looked at by a person, not compared by the test. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Let slide-ins and fades finish (endless ones such as the live dot's pulse never do, so they are skipped).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
