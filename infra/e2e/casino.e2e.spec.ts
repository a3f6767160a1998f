import type { TCasinoGame, TCasinoRound } from '@sb/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import type { CasinoPlayer } from './support/casino-table.js';
import {
  adjustCash,
  casinoPlayer,
  clickForRound,
  dollarsText,
  headerBalance,
  headerShows,
  openGame,
  pickChip,
  playOneRound,
} from './support/casino-table.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// The casino remote against the embedded stack: a whole round of each game moves the header's balance by the
// round's netChange, a blackjack hand survives a reload, chips above the balance are disabled, a refused spin
// says 'Error: ', the fairness panel verifies a round after the seed is rotated, and every screen fits 390 px.
// The browser asks for reduced motion, so the games skip their spins and the specs wait only for the server.
const suite = useBrowserSuite();
const { newPage } = suite;

async function signedIn(player: CasinoPlayer, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInThroughUi(page, player.username, player.password);
  return page;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const GAMES: TCasinoGame[] = ['blackjack', 'roulette', 'slots', 'baccarat', 'craps'];

describe('Casino lobby', () => {
  it.each([
    [DESKTOP, 'casino-lobby'],
    [PHONE, 'casino-lobby-phone'],
  ] as const)('shows the banner, the games, the fairness panel and the footer at %o', async (viewport, name) => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl), viewport);
    if (viewport.width < 768) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await page.getByRole('link', { name: 'Live Casino' }).click();
    await page.getByRole('heading', { name: 'Live Casino', level: 1 }).waitFor();
    expect(await page.getByLabel('Casino balance').textContent()).toBe('Balance$1,000.00');
    const popular = page.getByRole('region', { name: 'Popular games' });
    expect(await popular.getByRole('link').evaluateAll((links) => links.map((link) => link.ariaLabel))).toEqual([
      'Play Blackjack',
      'Play Roulette',
    ]);
    expect(await page.getByRole('region', { name: 'All games' }).getByRole('link').count()).toBe(5);
    await page.getByLabel('Server seed hash').waitFor();
    await page.getByText('Casino games use your sportsbook balance.').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await viewportScreenshot(page, name);
  });

  it('keeps the open game in the URL: a tile opens it, Back goes to the lobby, reload reopens it', async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await page.goto('/casino');
    await page.getByRole('region', { name: 'Popular games' }).getByRole('link', { name: 'Play Roulette' }).click();
    await page.getByRole('heading', { name: 'Roulette', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?game=roulette');
    await page.reload();
    await page.getByRole('heading', { name: 'Roulette', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Live Casino', level: 1 }).waitFor();
    await page.goForward();
    await page.getByRole('link', { name: 'Back to Casino' }).click();
    await page.getByRole('heading', { name: 'Live Casino', level: 1 }).waitFor();
  });
});

describe('A whole round of each game', () => {
  it.each(GAMES)("%s: the header's balance moves by exactly the round's netChange", async (game) => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, game);
    expect(await headerBalance(page)).toBe('$1,000.00');
    const round = await playOneRound(page, game);
    expect(round.status).toBe('complete');
    expect(round.newBalance).toBe(1000 + round.netChange);
    await headerShows(page, 1000 + round.netChange);
    await page.getByText(round.message, { exact: true }).first().waitFor();
    await viewportScreenshot(page, `casino-${game}`);
  });

  it("the sportsbook's welcome card and the lobby show the balance a round left, without a reload", async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, 'slots');
    const round = await playOneRound(page, 'slots');
    const balance = dollarsText(round.newBalance);
    await page.getByRole('link', { name: 'Back to Casino' }).click();
    await page.getByLabel('Casino balance').getByText(balance, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Sportsbook', exact: true }).click();
    await page.getByRole('region', { name: 'Your account' }).getByText(balance, { exact: true }).waitFor();
  });

  it.each(GAMES)('%s fits a 390 px phone', async (game) => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl), PHONE);
    await openGame(page, game);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const round = await playOneRound(page, game);
    await headerShows(page, round.newBalance);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await viewportScreenshot(page, `casino-${game}-phone`);
  });
});

describe('With motion', () => {
  // Timers never fire early, so the time from the server's answer to the result on screen is at least the
  // spec's animation (less the moment the answer takes to reach the test from the browser).
  const SLACK_MS = 250;
  it.each([
    ['roulette', 'Spin', '/api/casino/roulette/spin', 3000],
    ['slots', 'Spin', '/api/casino/slots/spin', 20 * 100],
    ['baccarat', 'Deal', '/api/casino/baccarat/deal', 4 * 600],
    ['craps', 'Come Out Roll', '/api/casino/craps/roll', 1500],
  ] as const)('%s shows the result only after its animation', async (game, button, path, minimumMs) => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openGame(page, game);
    await pickChip(page, 10);
    if (game === 'roulette') await page.getByRole('button', { name: 'Even', exact: true }).click();
    if (game === 'baccarat') await page.getByRole('button', { name: 'Banker pays 0.95:1' }).click();
    if (game === 'craps') await page.getByRole('button', { name: "Don't Pass" }).click();
    const round = await clickForRound(page, button, path);
    const answered = Date.now();
    expect(await page.getByRole('button', { name: button, exact: true }).getAttribute('aria-busy')).toBe('true');
    await page.getByText(round.message, { exact: true }).first().waitFor();
    expect(Date.now() - answered).toBeGreaterThanOrEqual(minimumMs - SLACK_MS);
    await headerShows(page, round.newBalance);
  });
});

describe('Casino rules on the screen', () => {
  it('resumes an unfinished blackjack hand after a reload', async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, 'blackjack');
    let dealt: TCasinoRound | undefined;
    // A natural ends the hand at once; deal again until a hand is left open.
    for (let hand = 0; hand < 10 && dealt?.status !== 'open'; hand += 1) {
      if (dealt) await page.getByRole('button', { name: 'New Game' }).click();
      await pickChip(page, 10);
      dealt = await clickForRound(page, 'Deal', '/api/casino/blackjack/deal');
    }
    expect(dealt?.status).toBe('open');
    await page.getByRole('button', { name: 'Hit' }).and(page.locator(':enabled')).waitFor();
    const cards = () =>
      page
        .getByRole('region', { name: 'Player hand' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => img.ariaLabel));
    const before = await cards();

    await page.reload();
    await page.getByRole('button', { name: 'Stand' }).and(page.locator(':enabled')).waitFor();
    expect(await cards()).toEqual(before);
    expect(await page.getByRole('button', { name: 'Deal' }).count()).toBe(0);
    const ended = await clickForRound(page, 'Stand', '/api/casino/blackjack/stand');
    expect(ended.roundId).toBe(dealt?.roundId);
    await headerShows(page, ended.newBalance);
    await page.getByRole('button', { name: 'New Game' }).waitFor();
  });

  it('resumes a standing craps point after a reload', async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, 'craps');
    await pickChip(page, 10);
    await page.getByRole('button', { name: 'Pass Line' }).click();
    let roll: TCasinoRound | undefined;
    // A natural or craps ends the round on the come-out; roll again until a point stands.
    for (let comeOut = 0; comeOut < 20 && roll?.status !== 'open'; comeOut += 1) {
      await page.getByRole('button', { name: 'Come Out Roll' }).and(page.locator(':enabled')).waitFor();
      roll = await clickForRound(page, 'Come Out Roll', '/api/casino/craps/roll');
    }
    const point = roll?.outcome.game === 'craps' ? roll.outcome.point : null;
    expect(point).not.toBeNull();

    await page.reload();
    await page.getByRole('button', { name: 'Roll Again' }).waitFor();
    await page.getByText(`Point is ${point}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Pass Line' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('plays a roulette round from the keyboard alone, and the result is in a live region', async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, 'roulette');
    await page.getByRole('button', { name: '$5 chip' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: '$10 chip' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Number 17 Black' }).focus();
    await page.keyboard.press('Enter');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/casino/roulette/spin'),
      page
        .getByRole('button', { name: 'Spin' })
        .focus()
        .then(() => page.keyboard.press('Enter')),
    ]);
    const round = (await response.json()) as TCasinoRound;
    expect(round.outcome).toMatchObject({ game: 'roulette', betType: 'number-17' });
    await page.locator('[role="status"][aria-live="polite"]').getByText(round.message, { exact: true }).waitFor();
  });

  it('disables the chips above a small balance', async () => {
    const player = await casinoPlayer(suite.stack.baseUrl);
    await adjustCash(suite.stack.baseUrl, player, -980);
    const page = await signedIn(player);
    await openGame(page, 'roulette');
    expect(await headerBalance(page)).toBe('$20.00');
    const enabled = await Promise.all(
      [5, 10, 25, 50, 100].map((chip) => page.getByRole('button', { name: `$${chip} chip` }).isEnabled()),
    );
    expect(enabled).toEqual([true, true, false, false, false]);
  });

  it("shows 'Error: ' with the server's reason when a spin is refused, and resets the bet", async () => {
    const player = await casinoPlayer(suite.stack.baseUrl);
    const page = await signedIn(player);
    await openGame(page, 'roulette');
    await pickChip(page, 100);
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    // The balance falls below the chip after it was picked: the server refuses the spin.
    await adjustCash(suite.stack.baseUrl, player, -950);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/casino/roulette/spin'),
      page.getByRole('button', { name: 'Spin' }).click(),
    ]);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const { error } = (await response.json()) as { error: string };
    await page.getByText(`Error: ${error}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Black', exact: true }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: '$100 chip' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'Spin' }).isDisabled()).toBe(true);
  });

  it('verifies a played round in the browser once the seed is rotated', async () => {
    const page = await signedIn(await casinoPlayer(suite.stack.baseUrl));
    await openGame(page, 'baccarat');
    const round = await playOneRound(page, 'baccarat');
    await page.getByRole('link', { name: 'Back to Casino' }).click();
    const hash = page.getByLabel('Server seed hash');
    expect(await hash.textContent()).toBe(round.serverSeedHash);
    await page.getByRole('button', { name: 'Rotate seed' }).click();
    await page.getByRole('status', { name: 'Revealed server seed' }).waitFor();
    expect(await hash.textContent()).not.toBe(round.serverSeedHash);
    await page.getByRole('button', { name: `Verify round ${round.nonce}` }).click();
    await page.getByText('Verified: outcomes match').waitFor();
    await viewportScreenshot(page, 'casino-fairness-verified');
  });
});
