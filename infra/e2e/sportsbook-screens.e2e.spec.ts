import { propMarketLabel } from '@sb/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { closeContext, DESKTOP, PHONE, screenshot } from './support/browser.js';
import {
  getAs,
  liveGameWithMoneyline,
  literal,
  placeAndConfirm,
  refreshOdds,
  sessionCookie,
  upcomingGameWithMainMarkets,
  upcomingProp,
} from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';
import { betSlip, showSlip } from './support/bet-slip.js';
import { useBrowserSuite } from './support/browser-suite.js';

// The other betting flows (Prop Builder, Live Betting) and the screens that show data: event detail, NBA,
// Baseball Leagues. Each screen is also captured at 1280 and 390 px wide.
let player: { username: string; password: string };
let cookie: string;

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
});

async function signedInPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Both widths of a screen, each checked for sideways overflow. */
async function captureBothWidths(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const [viewport, suffix] of [
    [DESKTOP, ''],
    [PHONE, '-phone'],
  ] as const) {
    const page = await signedInPage(viewport);
    await page.goto(path);
    await ready(page);
    expect(await noSideways(page)).toBe(0);
    await screenshot(page, `${name}${suffix}`);
    await closeContext(page.context());
  }
}

describe('prop and live betting', () => {
  it('bets a player prop from the Prop Builder at the default $10, with a toast on the way', async () => {
    const prop = await upcomingProp(suite.stack.baseUrl, cookie);
    const page = await signedInPage();
    await page.goto('/prop-builder');
    await page.getByText(/props across/).waitFor();
    await page.getByRole('searchbox', { name: 'Search players' }).fill(prop.playerName.toUpperCase());
    const label = propMarketLabel(prop.propType);
    const card = page.getByRole('region', { name: `${prop.playerName} ${label}`, exact: true });
    await card.getByRole('button', { name: new RegExp(`^${literal(prop.playerName)} Over ${prop.line}, `) }).click();
    await page.getByText('Added to Bet Slip', { exact: true }).waitFor();
    await screenshot(page, 'sportsbook-prop-builder-search');

    const slip = await showSlip(page);
    expect(await slip.getByRole('textbox', { name: /^Stake for / }).inputValue()).toBe('10');
    const confirmation = await placeAndConfirm(page);
    expect(confirmation).toContain('Bet ID:');

    type Bet = { legs: { marketType: string; selection: string; propId: string | null }[] };
    const me = await getAs<{ id: string }>(suite.stack.baseUrl, cookie, '/api/user');
    const [bet] = await getAs<Bet[]>(suite.stack.baseUrl, cookie, `/api/bets/${me.id}`);
    expect(bet?.legs[0]).toMatchObject({ marketType: prop.propType, selection: 'over', propId: prop.id });
  });

  it('bets a game in play from Live Betting', async () => {
    const game = await liveGameWithMoneyline(suite.stack.baseUrl, cookie);
    const page = await signedInPage();
    await page.goto('/live-betting');
    await page.getByText(/Odds updated \d+ s ago/).waitFor();
    const inPlay = page.getByRole('region', { name: /^In Play/ });
    const card = inPlay.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await card.getByRole('button', { name: new RegExp(`^${literal(game.favourite)}, Moneyline, `) }).click();
    await showSlip(page);
    await viewportScreenshot(page, 'sportsbook-live-slip');
    const confirmation = await placeAndConfirm(page);
    expect(confirmation).toMatch(/Bet ID: [\w-]+ • Potential Payout: \$/);
    await viewportScreenshot(page, 'sportsbook-live-confirmed');
  });

  it('counts the odds age every second and lists the games of one sport under its tab', async () => {
    const page = await signedInPage();
    await page.goto('/live-betting');
    const age = page.getByText(/Odds updated \d+ s ago/);
    await age.waitFor();
    // The count ticks every second (and restarts when markets refresh, every 3 s): it shows a new value twice.
    const seen = new Set([(await age.textContent()) ?? '']);
    for (const distinct of [2, 3]) {
      await expect.poll(async () => seen.add((await age.textContent()) ?? '').size, { timeout: 15_000 }).toBe(distinct);
    }

    expect(await page.getByRole('tab', { name: /^All \(\d+\)$/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: /^NBA \(\d+\)$/ }).click();
    const cards = page.locator('section[aria-label*=" @ "]');
    await cards.first().waitFor();
    // A game line names its league, not its sport (the sport badge made way for density): the card says its sport.
    const sports = await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-sport')));
    expect(new Set(sports)).toEqual(new Set(['NBA']));
  });
});

describe('screens with data', () => {
  it('shows an event: badges, title, markets with bookmakers, and the slip beside them', async () => {
    const game = await upcomingGameWithMainMarkets(suite.stack.baseUrl, cookie);
    await captureBothWidths(`/events/${game.id}`, 'sportsbook-event-detail', async (page) => {
      await page.getByRole('heading', { name: `${game.awayTeam} @ ${game.homeTeam}`, level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Live Events' }).getAttribute('href')).toBe('/');
      const main = page.getByRole('region', { name: 'Main Markets' });
      await main
        .getByRole('group', { name: 'Moneyline' })
        .getByText(/^(DK\+FD|DK|FD)$/)
        .waitFor();
      await page.getByRole('region', { name: 'Quarter Markets' }).waitFor();
      await page.getByRole('region', { name: 'Half Markets' }).waitFor();
    });
    const page = await signedInPage();
    await page.goto(`/events/${game.id}`);
    await page
      .getByRole('region', { name: 'Main Markets' })
      .getByRole('button', { name: new RegExp(`^${literal(game.favourite)}, Moneyline, `) })
      .click();
    // Large screens keep the slip beside the markets, with the event flow's $10 stake.
    const slip = betSlip(page);
    expect(await slip.getByRole('textbox', { name: `Stake for ${game.favourite}`, exact: true }).inputValue()).toBe(
      '10',
    );
    await viewportScreenshot(page, 'sportsbook-event-detail-slip');
    expect(await placeAndConfirm(page)).toContain('Your bet has been successfully confirmed!');
  });

  it('answers an unknown event with the error card', async () => {
    const page = await signedInPage();
    await page.goto('/events/no-such-game');
    await page.getByRole('heading', { name: 'Error Loading Event' }).waitFor();
    expect(await page.getByText('Unable to load event details. Please try again later.').isVisible()).toBe(true);
  });

  it('shows live and upcoming NBA games, scores only while live and lines otherwise', async () => {
    type Game = {
      id: string;
      status: { short: string };
      teams: { visitors: { name: string }; home: { name: string } };
    };
    const games = await getAs<Game[]>(suite.stack.baseUrl, cookie, '/api/nba/games');
    const upcoming = games.find((game) => game.status.short === 'NS');
    if (!upcoming) throw new Error('no upcoming NBA game');
    await captureBothWidths('/nba', 'sportsbook-nba', async (page) => {
      // Two teams can meet more than once in a week: the earliest card of the pair is the upcoming game.
      const card = page
        .getByRole('region', { name: `${upcoming.teams.visitors.name} at ${upcoming.teams.home.name}` })
        .first();
      await card.waitFor();
      expect(await card.getByText('Not Started').isVisible()).toBe(true);
      expect(await card.getByLabel(/score$/).count()).toBe(0);
      await card.getByRole('table').or(card.getByText('Odds not available')).first().waitFor();
      // Finished games (FT, AOT...) are never shown (nba-board.unit.spec.ts covers each status).
      expect(await page.getByText(/^(Finished|After Over Time)$/).count()).toBe(0);
      // A game in play (the frozen world is chosen to have one: feed-world.ts) shows its score and no lines.
      const live = games.find((game) => ['Q1', 'Q2', 'Q3', 'Q4', 'HT', 'OT'].includes(game.status.short));
      if (!live) throw new Error('no NBA game in play');
      const liveCard = page
        .getByRole('region', { name: `${live.teams.visitors.name} at ${live.teams.home.name}` })
        .first();
      await liveCard.waitFor();
      expect(await liveCard.getByLabel(/score$/).count()).toBe(2);
      expect(await liveCard.getByRole('table').count()).toBe(0);
    });
  });

  it('shows the baseball leagues with five seasons, the current one marked, and how many more', async () => {
    const year = new Date().getUTCFullYear();
    await captureBothWidths('/baseball-leagues', 'sportsbook-baseball-leagues', async (page) => {
      const mlb = page.getByRole('region', { name: 'MLB', exact: true });
      await mlb.waitFor();
      const seasons = await mlb.getByRole('list', { name: 'Seasons' }).getByRole('listitem').allTextContents();
      expect(seasons.slice(0, 5)).toEqual([
        `${year} · Current`,
        `${year - 1}`,
        `${year - 2}`,
        `${year - 3}`,
        `${year - 4}`,
      ]);
      expect(seasons[5]).toMatch(/^\+\d+ more$/);
    });
  });

  // One test a screen: six sign-ins and full-page captures of long boards outgrow one test's time on a busy machine.
  it('captures the sportsbook list at both widths', async () => {
    await captureBothWidths('/', 'sportsbook-home', (page) =>
      page.getByRole('region', { name: 'Featured Matchup' }).waitFor(),
    );
  });

  it('captures live betting at both widths', async () => {
    await captureBothWidths('/live-betting', 'sportsbook-live-betting', (page) =>
      page.getByText(/Odds updated \d+ s ago/).waitFor(),
    );
  });

  it('captures the prop builder at both widths', async () => {
    await captureBothWidths('/prop-builder', 'sportsbook-prop-builder', (page) =>
      page.getByText(/props across/).waitFor(),
    );
  });
});
