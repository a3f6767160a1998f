import { beforeAll, describe, expect, it } from 'vitest';
import { createApprovedPlayer, signInThroughUi } from './support/accounts.js';
import { PHONE, screenshot } from './support/browser.js';
import {
  getAs,
  moneylineOdds,
  postAs,
  refreshOdds,
  sessionCookie,
  settleBet,
  upcomingGameWithMainMarkets,
} from './support/sportsbook-data.js';
import { ADMIN } from './support/stack-process.js';
import { useBrowserSuite } from './support/browser-suite.js';

// Issue 18: the Weekly Performance bars are the server's days, so they add up to the header's figure, even for
// a week of lost free-play bets (the player's own money did not move) and a bet an admin settled twice.
let player: { username: string; password: string };

const cents = (dollars: number) => Math.round(dollars * 100);

const suite = useBrowserSuite({ ODDS_REFRESH_SECONDS: '3600' });
const { newPage } = suite;

beforeAll(async () => {
  await refreshOdds(suite.stack.baseUrl);
  player = await createApprovedPlayer(suite.stack.baseUrl);
  const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
  const admin = await sessionCookie(suite.stack.baseUrl, ADMIN.username, ADMIN.password);
  const { id: userId } = await getAs<{ id: string }>(suite.stack.baseUrl, cookie, '/api/user');
  await postAs(suite.stack.baseUrl, admin, `/api/admin/add-freeplay/${userId}`, { amount: 40 });

  const game = await upcomingGameWithMainMarkets(suite.stack.baseUrl, cookie);
  const { homeOdds } = await moneylineOdds(suite.stack.baseUrl, cookie, game.id);
  const bet = (balanceType: 'cash' | 'freePlay', stake: number) =>
    postAs<{ betId: string }>(suite.stack.baseUrl, cookie, '/api/bets', {
      betMode: 'single',
      balanceType,
      legs: [{ eventId: game.id, marketType: 'moneyline', selection: 'home', americanOdds: homeOdds, stake }],
    });
  // Two lost free-play bets: $0 of the player's money each, so no red bar.
  for (const stake of [15, 25]) await settleBet(suite.stack.baseUrl, (await bet('freePlay', stake)).betId, 'lost');
  // A cash bet settled won, then re-settled lost by the admin: the week keeps -$20, not the win.
  const resettled = (await bet('cash', 20)).betId;
  await settleBet(suite.stack.baseUrl, resettled, 'won');
  await settleBet(suite.stack.baseUrl, resettled, 'lost');
  // A cash bet won: its winnings.
  await settleBet(suite.stack.baseUrl, (await bet('cash', 10)).betId, 'won');
});

type Bet = { stake: number; status: string; payout: number | null };

describe('Weekly Performance', () => {
  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`draws bars that add up to the header's figure (${name})`, async () => {
      const cookie = await sessionCookie(suite.stack.baseUrl, player.username, player.password);
      const { id } = await getAs<{ id: string }>(suite.stack.baseUrl, cookie, '/api/user');
      const bets = await getAs<Bet[]>(suite.stack.baseUrl, cookie, `/api/bets/${id}`);
      const won = bets.find((bet) => bet.status === 'won');
      // What the player's own money did: the $10 win's winnings less the re-settled $20; the free play is $0.
      const expected = cents((won?.payout ?? 0) - 10) - 2_000;
      expect(expected, JSON.stringify(bets)).not.toBe(0);

      const page = await newPage(viewport);
      await signInThroughUi(page, player.username, player.password);
      await page.goto('/dashboard');
      const week = page.getByRole('region', { name: 'Weekly Performance' });
      await week.waitFor();
      const header = Number(await week.locator('header [data-profit-loss]').getAttribute('data-profit-loss'));
      expect(cents(header)).toBe(expected);
      const days = week.getByRole('list', { name: 'Profit and loss by day' }).getByRole('listitem');
      expect(await days.count()).toBe(7);
      const bars = (await days.evaluateAll((items) => items.map((item) => item.getAttribute('data-profit-loss')))).map(
        Number,
      );
      expect(bars.reduce((sum, bar) => sum + cents(bar), 0)).toBe(cents(header));
      await screenshot(page, `weekly-performance-${name}`);
    });
  }
});
