import { createSimulatedOddsProvider } from '@sb/platform';
import type { FeedGame } from '@sb/domain';
import { testFeedEpoch } from '../../src/testing/test-world.js';

/** The browser specs' FEED_SEED. */
export const E2E_FEED_SEED = 'e2e';

const MINUTE = 60_000;
const STEP_MS = 5 * MINUTE;
const SEARCH_MS = 48 * 60 * MINUTE;

const NBA_LIVE_PERIODS = /^(Q[1-4]|HT|OT)/;
const pricedMoneyline = (game: FeedGame) =>
  game.quotes.some((quote) => quote.marketType === 'moneyline' && quote.homeOdds !== null && quote.awayOdds !== null);

/**
 * What the browser specs need the frozen world to hold: a game in play with a priced moneyline (Live Betting),
 * an NBA game in play and one not started (the NBA page), a finished game (settlement).
 */
const holdsWhatSpecsNeed = (games: FeedGame[]) =>
  games.some((game) => game.status === 'in_progress' && pricedMoneyline(game)) &&
  games.some(
    (game) => game.sport === 'NBA' && game.status === 'in_progress' && NBA_LIVE_PERIODS.test(game.period ?? ''),
  ) &&
  games.some((game) => game.sport === 'NBA' && game.status === 'scheduled') &&
  games.some((game) => game.status === 'final');

/**
 * The instant the browser specs' stacks freeze their world at: the first one, in 5-minute steps from
 * TEST_FEED_EPOCH, where the world holds what the specs need. The world is a pure function of seed and time, so
 * this is computed here, before any stack starts, and is the same on every machine and at every hour.
 */
export async function e2eWorldInstant(from: string = testFeedEpoch()): Promise<string> {
  const start = Date.parse(from);
  for (let at = start; at <= start + SEARCH_MS; at += STEP_MS) {
    const slate = await createSimulatedOddsProvider({ seed: E2E_FEED_SEED, clock: () => at }).fetchGames();
    if (slate.ok && holdsWhatSpecsNeed(slate.value.games)) return new Date(at).toISOString();
  }
  throw new Error(`FEED_SEED ${E2E_FEED_SEED}: no instant within 48 h of ${from} holds what the browser specs need`);
}
