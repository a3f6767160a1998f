import type { Locator, Page } from 'playwright-core';

/**
 * The bet slip wherever the screen keeps it: docked beside the board on wide screens (a complementary region),
 * in a bottom sheet behind the floating button on phones (a dialog).
 */
export const betSlip = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Bet Slip' }).or(page.getByRole('dialog', { name: /^Bet Slip/ }));

/** The floating 'Bet Slip, n selections' button (phones only). */
export const floatingSlipButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Bet Slip, \d+ selections?$/ });

/** Brings the slip into view: opens the sheet on a phone, nothing to do where it is docked. */
export async function showSlip(page: Page): Promise<Locator> {
  if (await floatingSlipButton(page).isVisible()) await floatingSlipButton(page).click();
  const slip = betSlip(page);
  await slip.waitFor();
  return slip;
}
