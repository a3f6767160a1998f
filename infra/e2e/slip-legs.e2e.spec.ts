import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { betSlip } from './support/bet-slip.js';
import type { PickableGame } from './support/sportsbook-data.js';
import { literal, refreshOdds, sessionCookie, upcomingGameWithMainMarkets } from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { useBrowserSuite } from './support/browser-suite.js';

// The slip refuses legs that cannot go together as the player picks them, with the rule (and the words) the
// server uses: both sides of one spread are two fine singles, but never one parlay.
let player: { username: string; password: string };
let game: PickableGame;

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
  game = await upcomingGameWithMainMarkets(suite.stack.baseUrl, cookie);
});

const SAME_MARKET = 'Parlay legs must be on different markets';

const spread = (page: Page, team: string) =>
  page
    .getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` })
    .getByRole('button', { name: new RegExp(`^${literal(team)} [+-]?[\\d.]+, Spread, `) });

describe('legs that cannot go together', () => {
  it('takes both sides of a spread as singles, refuses them as a parlay, and refuses the pick in parlay mode', async () => {
    const page = await newPage();
    await signInThroughUi(page, player.username, player.password);
    const slip = betSlip(page);
    await spread(page, game.homeTeam).click();
    await spread(page, game.awayTeam).click();
    // Picks made before the slip's store has arrived are applied when it does: wait for them.
    await expect.poll(() => slip.getByRole('textbox', { name: /^Stake for / }).count(), { timeout: 5_000 }).toBe(2);

    // Switching to Parlay: the slip says why at once and Place stays disabled.
    await slip.getByRole('tab', { name: 'Parlay' }).click();
    expect(await slip.getByRole('alert').textContent()).toBe(SAME_MARKET);
    await slip.getByRole('group', { name: 'Quick stakes for the parlay' }).getByText('$10', { exact: true }).click();
    expect(await slip.getByRole('button', { name: 'Place Bet' }).isDisabled()).toBe(true);
    await viewportScreenshot(page, 'slip-legs-parlay-refused');

    // With one side and another game's moneyline it is a fine parlay; picking the other side is refused.
    await spread(page, game.awayTeam).click();
    await page
      .getByRole('region', { name: 'Featured Matchup' })
      .getByRole('button', { name: /, Moneyline, / })
      .first()
      .click();
    await slip.getByRole('tab', { name: 'Parlay' }).click();
    expect(await slip.getByRole('alert').count()).toBe(0);
    await spread(page, game.awayTeam).click();
    await page.getByText(SAME_MARKET, { exact: true }).first().waitFor();
    expect(await spread(page, game.awayTeam).getAttribute('aria-pressed')).toBe('false');
    expect(await slip.getByRole('heading', { name: 'Bet Slip (2)' }).count()).toBe(1);
  });
});
