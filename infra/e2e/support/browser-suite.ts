import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { closeContext, DESKTOP, launchBrowser, openPage } from './browser.js';
import type { RunningStack } from './stack-process.js';
import { startStack } from './stack-process.js';

type Viewport = typeof DESKTOP;

/** What one browser spec file shares: its own stack, one Chromium, and a fresh context per page it opens. */
export interface BrowserSuite {
  readonly stack: RunningStack;
  readonly browser: Browser;
  /** A page in a fresh context (own cookies); closed after the test, which fails on any uncaught page error. */
  newPage(viewport?: Viewport): Promise<Page>;
}

/**
 * Registers the hooks every browser spec file needs: start a stack (with `env`, or the env `env()` answers once
 * the file's own earlier hooks ran) and Chromium before the tests, close each test's contexts after it and fail it
 * on a page error, stop both at the end. Call it at the top of the file or of a describe block.
 */
export function useBrowserSuite(
  env: Record<string, string> | (() => Record<string, string>) = {},
  onStop?: () => Promise<void>,
): BrowserSuite {
  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: Error[][] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(typeof env === 'function' ? env() : env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await onStop?.();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map(closeContext));
    expect(pageErrors.splice(0).flat()).toEqual([]);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} is not started yet (use it inside a hook or test)`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage(viewport = DESKTOP) {
      const opened = await openPage(started(browser, 'browser'), started(stack, 'stack').baseUrl, viewport);
      contexts.push(opened.context);
      pageErrors.push(opened.pageErrors);
      return opened.page;
    },
  };
}
