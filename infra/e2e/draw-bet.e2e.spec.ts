import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { betSlip, floatingSlipButton, showSlip } from './support/bet-slip.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import {
  getAs,
  literal,
  placeAndConfirm,
  refreshOdds,
  sessionCookie,
  startsFarEnoughAhead,
  type CatalogueEvent,
} from './support/sportsbook-data.js';
import { viewportScreenshot } from './support/viewport-screenshot.js';

// Soccer's three-way moneyline in the browser: the Draw between the two teams on the game row and on the event
// page, put into the slip and placed, at 1280 and at 390 px; the event page says which books priced each market.
type Row = { eventId: string; marketType: string; drawOdds?: number | null; bookmaker: string };

let player: { username: string; password: string };
let game: CatalogueEvent & { drawOdds: number; bookmaker: string };

// Pre-match prices only change when the admin refreshes (no scheduled refresh during the test).
const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });

beforeAll(async () => {
  const { baseUrl } = suite.stack;
  await refreshOdds(baseUrl);
  player = await createApprovedPlayer(baseUrl);
  const cookie = await sessionCookie(baseUrl, player.username, player.password);
  const [events, markets] = await Promise.all([
    getAs<CatalogueEvent[]>(baseUrl, cookie, '/api/events'),
    getAs<Row[]>(baseUrl, cookie, '/api/markets'),
  ]);
  const drawOf = (id: string) => markets.find((row) => row.eventId === id && row.marketType === 'moneyline');
  // Not the earliest soccer game (the soccer board's featured matchup), and one that cannot start mid-test.
  const soccer = events
    .filter((event) => event.sport === 'Soccer' && event.status === 'scheduled' && drawOf(event.id)?.drawOdds)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  // Priced by both books, so the event page has a merged price to caption.
  const found = soccer
    .slice(1)
    .find((event) => startsFarEnoughAhead(event.scheduledAt) && drawOf(event.id)?.bookmaker === 'DK+FD');
  const moneyline = found && drawOf(found.id);
  if (!found || !moneyline?.drawOdds) throw new Error('no upcoming soccer game with a Draw price from two books');
  game = { ...found, drawOdds: moneyline.drawOdds, bookmaker: moneyline.bookmaker };
});

async function signedInPage(viewport: typeof PHONE): Promise<Page> {
  const page = await suite.newPage(viewport);
  await signInThroughUi(page, player.username, player.password);
  return page;
}

const price = () => (game.drawOdds > 0 ? `+${game.drawOdds}` : String(game.drawOdds));
const drawName = () => `Draw, Moneyline, ${price()}`;
const teamMoneyline = (team: string) => new RegExp(`^${literal(team)}, Moneyline, `);

/** The Draw's button lies between the two teams' moneyline buttons (top to bottom). */
async function expectBetweenTeams(scope: ReturnType<Page['getByRole']>): Promise<void> {
  const top = async (name: string | RegExp) => (await scope.getByRole('button', { name }).boundingBox())?.y ?? NaN;
  const [away, draw, home] = [
    await top(teamMoneyline(game.awayTeam)),
    await top(drawName()),
    await top(teamMoneyline(game.homeTeam)),
  ];
  expect(away).toBeLessThan(draw);
  expect(draw).toBeLessThan(home);
}

async function placeDraw(page: Page, name: string): Promise<void> {
  const slip = await showSlip(page);
  await slip.getByRole('textbox', { name: 'Stake for Draw', exact: true }).fill('10');
  await viewportScreenshot(page, `${name}-slip`);
  const text = await placeAndConfirm(page);
  expect(text).toContain('Your bet has been successfully confirmed!');
  await viewportScreenshot(page, `${name}-confirmed`);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Bet Confirmed!' }).waitFor({ state: 'hidden' });
  // Placed bets leave the slip: empty where it is docked, none counted on a phone's floating button.
  if (await betSlip(page).isVisible()) await betSlip(page).getByText('Your bet slip is empty.').waitFor();
  else expect(await floatingSlipButton(page).getAttribute('aria-label')).toBe('Bet Slip, 0 selections');
}

describe("soccer's Draw", () => {
  it('at 1280: the game row shows the Draw between the teams; picked into the slip and placed', async () => {
    const page = await signedInPage(DESKTOP);
    await page.goto('/sportsbook/soccer');
    const card = page.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await card.getByRole('button', { name: drawName() }).waitFor();
    await expectBetweenTeams(card.getByRole('group', { name: `${game.awayTeam} @ ${game.homeTeam} odds` }));
    await screenshot(page, 'draw-sportsbook-1280');

    await card.getByRole('button', { name: drawName() }).click();
    // A pick made before the slip's store has arrived is applied when it does: wait for it.
    await expect
      .poll(() => card.getByRole('button', { name: drawName() }).getAttribute('aria-pressed'), { timeout: 5_000 })
      .toBe('true');
    await placeDraw(page, 'draw-sportsbook-1280');
  });

  it('at 390: the game card and the event page show the Draw between the teams, the page which books priced it; placed from there', async () => {
    const page = await signedInPage(PHONE);
    // A phone's game card has the Draw between the teams too.
    await page.goto('/sportsbook/soccer');
    const card = page.getByRole('region', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await card.getByRole('button', { name: drawName() }).waitFor();
    await expectBetweenTeams(card.getByRole('group', { name: `${game.awayTeam} @ ${game.homeTeam} odds` }));
    await card.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'draw-sportsbook-390');

    await page.goto(`/events/${game.id}`);
    const moneyline = page.getByRole('group', { name: 'Moneyline', exact: true });
    await moneyline.getByRole('button', { name: drawName() }).waitFor();
    await expectBetweenTeams(moneyline);
    await moneyline.getByText('Merged from 2 books: DraftKings, FanDuel', { exact: true }).waitFor();
    await screenshot(page, 'draw-event-page-390');

    await moneyline.getByRole('button', { name: drawName() }).click();
    await placeDraw(page, 'draw-event-page-390');

    // The bet history names it with the labelling module's words.
    await page.goto('/dashboard');
    await page.getByText('Draw · Moneyline').first().waitFor();
    await screenshot(page, 'draw-dashboard-390');
  });
});
