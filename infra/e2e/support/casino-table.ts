import type { TCasinoGame, TCasinoRound } from '@sb/contracts';
import { cents, formatMoney } from '@sb/domain';
import type { Page } from 'playwright-core';
import { adminCall, loginCookie } from './admin-panel.js';
import { createApprovedPlayer } from './accounts.js';

// Helpers for the casino specs: a player with a known id and balance, the header's balance, and one round of
// each game played through the screen as a person would, returning what the server answered.

export type CasinoPlayer = { username: string; password: string; id: string };

/** An approved player with $1,000.00 cash and their user id (for the admin's balance change). */
export async function casinoPlayer(baseUrl: string): Promise<CasinoPlayer> {
  const player = await createApprovedPlayer(baseUrl);
  const cookie = await loginCookie(baseUrl, player.username, player.password);
  const response = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  const user = (await response.json()) as { id: string | number };
  return { ...player, id: String(user.id) };
}

/** The admin moves the player's cash by `amount` dollars (POST /api/admin/users/:id/balance). */
export const adjustCash = (baseUrl: string, player: CasinoPlayer, amount: number) =>
  adminCall(baseUrl, 'POST', `/api/admin/users/${encodeURIComponent(player.id)}/balance`, {
    amount,
    balanceType: 'cash',
  });

export const dollarsText = (dollars: number) => formatMoney(cents(Math.round(dollars * 100)));

/** The balance in the shell's header, as text ('$1,000.00'). */
export async function headerBalance(page: Page): Promise<string> {
  const text = (await page.getByLabel('Balance', { exact: true }).textContent()) ?? '';
  return text.replace(/^Balance/, '');
}

/** Waits until the header shows `dollars`. */
export const headerShows = (page: Page, dollars: number) =>
  page.getByLabel('Balance', { exact: true }).getByText(dollarsText(dollars), { exact: true }).waitFor();

/** Clicks a button and returns the round the casino endpoint at `path` answered. */
export async function clickForRound(page: Page, button: string, path: string): Promise<TCasinoRound> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()} ${await response.text()}`);
  return (await response.json()) as TCasinoRound;
}

export const pickChip = (page: Page, dollars: number) =>
  page.getByRole('button', { name: `$${dollars} chip`, exact: true }).click();

/** Opens a game from the URL and waits for its table (an open round is looked for first). */
export async function openGame(page: Page, game: TCasinoGame): Promise<void> {
  await page.goto(`/casino?game=${game}`);
  await page.getByRole('button', { name: '$5 chip' }).waitFor();
}

/**
 * One whole round of `game` with a $10 chip (Stand on every blackjack hand, rolling until the craps round
 * ends); the round's last answer, whose netChange is the round's effect on the balance.
 */
export async function playOneRound(page: Page, game: TCasinoGame): Promise<TCasinoRound> {
  await pickChip(page, 10);
  switch (game) {
    case 'roulette':
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      return clickForRound(page, 'Spin', '/api/casino/roulette/spin');
    case 'slots':
      return clickForRound(page, 'Spin', '/api/casino/slots/spin');
    case 'baccarat':
      await page.getByRole('button', { name: 'Player pays 1:1' }).click();
      return clickForRound(page, 'Deal', '/api/casino/baccarat/deal');
    case 'blackjack': {
      const dealt = await clickForRound(page, 'Deal', '/api/casino/blackjack/deal');
      if (dealt.status === 'complete') return dealt;
      await page.getByRole('button', { name: 'Stand', exact: true }).and(page.locator(':enabled')).waitFor();
      return clickForRound(page, 'Stand', '/api/casino/blackjack/stand');
    }
    case 'craps': {
      await page.getByRole('button', { name: 'Pass Line' }).click();
      let round = await clickForRound(page, 'Come Out Roll', '/api/casino/craps/roll');
      while (round.status === 'open') {
        await page.getByRole('button', { name: 'Roll Again', exact: true }).and(page.locator(':enabled')).waitFor();
        round = await clickForRound(page, 'Roll Again', '/api/casino/craps/roll');
      }
      return round;
    }
  }
}
