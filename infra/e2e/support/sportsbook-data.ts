import type { Page } from 'playwright-core';
import { ADMIN } from './stack-process.js';

/**
 * What the sportsbook browser specs need from the API: odds in the catalogue (the admin refreshes), games and
 * props far enough from their start to be bet on during a test, and bets settled by the admin.
 */

type Market = {
  eventId: string;
  marketType: string;
  line: number | null;
  awayLine: number | null;
  homeOdds: number | null;
  awayOdds: number | null;
};

export type CatalogueEvent = {
  id: string;
  sport: string;
  status: string;
  homeTeam: string;
  awayTeam: string;
  scheduledAt: string;
};

/** A game and its moneyline favourite: a favourite's $10-$25 stake stays far below the $300 payout cap. */
export type PickableGame = CatalogueEvent & { favourite: string; underdog: string };

export type CatalogueProp = {
  id: string;
  eventId: string;
  propType: string;
  playerName: string;
  line: number;
  overOdds: number | null;
  event: { sport: string; scheduledAt: string };
};

/** The session cookie of a sign-in over HTTP. */
export async function sessionCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function call<T>(baseUrl: string, cookie: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The admin's 'refresh game props' and 'refresh player props', so every list has odds before a test. */
export async function refreshOdds(baseUrl: string): Promise<void> {
  const cookie = await sessionCookie(baseUrl, ADMIN.username, ADMIN.password);
  for (const path of ['/api/admin/refresh-game-props', '/api/admin/refresh-player-props']) {
    const { success } = await call<{ success: boolean }>(baseUrl, cookie, path, {});
    if (!success) throw new Error(`${path} did not succeed`);
  }
}

export async function settleBet(baseUrl: string, betId: string, status: 'won' | 'lost' | 'push'): Promise<void> {
  const cookie = await sessionCookie(baseUrl, ADMIN.username, ADMIN.password);
  await call(baseUrl, cookie, `/api/admin/bets/${betId}/settle`, { status });
}

export const getAs = <T>(baseUrl: string, cookie: string, path: string): Promise<T> => call<T>(baseUrl, cookie, path);

/** A command over HTTP as the signed-in user of `cookie` (a bet, an admin's free play). */
export const postAs = <T>(baseUrl: string, cookie: string, path: string, body: unknown): Promise<T> =>
  call<T>(baseUrl, cookie, path, body);

/** A game's moneyline odds as the catalogue quotes them now. */
export async function moneylineOdds(baseUrl: string, cookie: string, eventId: string) {
  const markets = await getAs<Market[]>(baseUrl, cookie, '/api/markets');
  const moneyline = markets.find((market) => market.eventId === eventId && market.marketType === 'moneyline');
  if (!moneyline || moneyline.homeOdds === null) throw new Error(`no moneyline on ${eventId}`);
  return { homeOdds: moneyline.homeOdds };
}

/** Far enough ahead that the game cannot start (and close its markets) while a test is running. */
const SAFE_LEAD_MS = 45 * 60_000;
export const startsFarEnoughAhead = (scheduledAt: string) => Date.parse(scheduledAt) - Date.now() > SAFE_LEAD_MS;
const byKickoff = (a: CatalogueEvent, b: CatalogueEvent) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt);

function withFavourite(event: CatalogueEvent, markets: Market[]): PickableGame {
  const moneyline = markets.find((m) => m.eventId === event.id && m.marketType === 'moneyline');
  const homeFavoured = (moneyline?.homeOdds ?? 0) <= (moneyline?.awayOdds ?? 0);
  return {
    ...event,
    favourite: homeFavoured ? event.homeTeam : event.awayTeam,
    underdog: homeFavoured ? event.awayTeam : event.homeTeam,
  };
}

/**
 * A scheduled game with a moneyline and a spread that the sportsbook page lists among its first Upcoming Games
 * cards (not the Featured Matchup, which is the earliest game with odds).
 */
export async function upcomingGameWithMainMarkets(baseUrl: string, cookie: string): Promise<PickableGame> {
  const [events, markets] = await Promise.all([
    getAs<CatalogueEvent[]>(baseUrl, cookie, '/api/events'),
    getAs<Market[]>(baseUrl, cookie, '/api/markets'),
  ]);
  const priced = new Set(markets.map((market) => market.eventId));
  const has = (eventId: string, type: string) =>
    markets.some((m) => m.eventId === eventId && m.marketType === type && m.homeOdds !== null && m.awayOdds !== null);
  const listed = events.filter((event) => event.status === 'scheduled' && priced.has(event.id)).sort(byKickoff);
  const upcoming = listed.slice(1, 20);
  const game = upcoming.find(
    (event) => startsFarEnoughAhead(event.scheduledAt) && has(event.id, 'moneyline') && has(event.id, 'spread'),
  );
  if (!game) throw new Error('no upcoming game with a moneyline and a spread among the first cards');
  return withFavourite(game, markets);
}

/** A game in play with a priced moneyline (the frozen world is chosen to have one: feed-world.ts). */
export async function liveGameWithMoneyline(baseUrl: string, cookie: string): Promise<PickableGame> {
  const [events, markets] = await Promise.all([
    getAs<CatalogueEvent[]>(baseUrl, cookie, '/api/events'),
    getAs<Market[]>(baseUrl, cookie, '/api/markets'),
  ]);
  const game = events.find(
    (event) =>
      event.status === 'in_progress' &&
      markets.some(
        (m) => m.eventId === event.id && m.marketType === 'moneyline' && m.homeOdds !== null && m.awayOdds !== null,
      ),
  );
  if (!game) throw new Error('no live game with a priced moneyline');
  return withFavourite(game, markets);
}

/** A player prop with an Over price on a game far enough ahead. */
export async function upcomingProp(baseUrl: string, cookie: string): Promise<CatalogueProp> {
  const { playerProps } = await getAs<{ playerProps: CatalogueProp[] }>(baseUrl, cookie, '/api/player-props');
  // A player's team can play twice in the week: take a prop whose card (player + market) is the only one.
  const cards = new Map<string, number>();
  for (const { playerName, propType } of playerProps) {
    const key = `${playerName}|${propType}`;
    cards.set(key, (cards.get(key) ?? 0) + 1);
  }
  const prop = playerProps.find(
    (candidate) =>
      candidate.overOdds !== null &&
      cards.get(`${candidate.playerName}|${candidate.propType}`) === 1 &&
      startsFarEnoughAhead(candidate.event.scheduledAt),
  );
  if (!prop) throw new Error('no player prop far enough ahead');
  return prop;
}

/** A regular expression matching `text` literally (team names contain dots and other specials). */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's balance, as the player sees it. */
export const headerBalance = (page: Page) =>
  page.getByLabel('Balance', { exact: true }).locator('strong').textContent();

/**
 * Presses Place Bet and returns the confirmation's text. The world of the test stacks is frozen, so the price on
 * the screen is the book's: a denial is a failure here (the moved-price path has its own spec, which makes the
 * price move by intercepting /api/markets).
 */
export async function placeAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Bet' }).click();
  // The slip is a dialog too: wait for the answer's own dialog, by name.
  const confirmed = page.getByRole('dialog', { name: 'Bet Confirmed!' });
  const denied = page.getByRole('alertdialog', { name: 'Bet Denied' });
  await confirmed.or(denied).waitFor();
  if (await denied.isVisible()) throw new Error(`bet denied: ${await denied.textContent()}`);
  return (await confirmed.textContent()) ?? '';
}
