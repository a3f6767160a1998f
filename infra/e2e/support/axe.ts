import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What a violation prints: rule, impact, and the first few elements it found. */
export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
