import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.js';

/**
 * Saves test-artifacts/web/<name>.png of what is on screen, not the whole page: a sheet or a dialog is fixed to
 * the viewport, and a full-page capture of a scrolled page draws it half-way down a long list.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}
