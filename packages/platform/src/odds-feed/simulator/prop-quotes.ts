import {
  propMarketsFor,
  type BookmakerKey,
  type PlayerPropQuote,
  type PropMarket,
  type RosterPlayer,
} from '@sb/domain';
import { expectedStats } from './expected-stats.js';
import { bookPrice, clampProbability, halfPointLine, overProbability } from './probability.js';
import { randomFrom } from './prng.js';
import type { ScheduledGame } from './schedule.js';
import { BINARY_STATS } from './stat-model.js';

const HOUR = 3_600_000;
/** Books post props the day before; prices and lines drift every six hours until the start. */
export const PROPS_FROM_MS = 24 * HOUR;
const BUCKET_MS = 6 * HOUR;
const VIG = 0.07;

/** `mean` is set for over/under markets on a count, where a book may hang a different line. */
type Offer = { line: number; over: number; mean?: number };

/** The fair line and P(over) of a market for a player expected to produce `expected`, before any book's noise. */
const fairOffer = (market: PropMarket, expected: Readonly<Record<string, number>>, drift: number): Offer | null => {
  const mean = market.stats.reduce((sum, stat) => sum + (expected[stat] ?? 0), 0) * drift;
  const [only] = market.stats;
  if (market.stats.length === 1 && only !== undefined && BINARY_STATS.has(only)) {
    return mean >= 0.02 ? { line: 0.5, over: mean } : null;
  }
  if (mean < 0.1) return null;
  if (market.kind === 'yes_no') return { line: 0.5, over: 1 - Math.exp(-mean) };
  // An alternate line is a rung above the main one: longer odds on the over.
  const line = halfPointLine(mean) + (market.alternate ? Math.max(1, Math.round(mean * 0.2)) : 0);
  return { line, over: overProbability(mean, line), mean };
};

/** Which books price a player's market: most both, some one; alternates and minor markets are not always hung. */
const booksFor = (seed: string, game: ScheduledGame, player: RosterPlayer, market: PropMarket): BookmakerKey[] => {
  const random = randomFrom(seed, game.gameId, player.name, market.key);
  if (!random.chance(market.alternate ? 0.3 : 0.85)) return [];
  const roll = random.next();
  return roll < 0.75 ? ['draftkings', 'fanduel'] : roll < 0.875 ? ['draftkings'] : ['fanduel'];
};

/** One book's player props on a game at `now`: posted a day before the start, taken down at the start. */
export const propQuotes = (
  seed: string,
  game: ScheduledGame,
  roster: readonly RosterPlayer[],
  book: BookmakerKey,
  now: number,
): PlayerPropQuote[] => {
  const listed = game.quotesFrom[book] !== undefined && game.disruption === null;
  if (!listed || now < game.startsAt - PROPS_FROM_MS || now >= game.startsAt) return [];
  const bucket = Math.floor((now + (game.slot % 6) * HOUR) / BUCKET_MS);
  const expected = expectedStats(seed, game, roster);
  const quotes: PlayerPropQuote[] = [];
  for (const player of roster) {
    const stats = expected.get(player.name) ?? {};
    // News moves a player's numbers for every book alike; each book then adds its own noise.
    const drift = randomFrom(seed, game.gameId, player.name, 'drift', bucket).normal(1, 0.03);
    const noise = randomFrom(seed, game.gameId, player.name, book, bucket);
    for (const market of propMarketsFor(game.sport)) {
      if (!booksFor(seed, game, player, market).includes(book)) continue;
      const offer = fairOffer(market, stats, drift);
      if (!offer) continue;
      const { mean } = offer;
      const shifted = book === 'fanduel' && mean !== undefined && mean >= 5 && noise.chance(0.1);
      const line = shifted ? offer.line + 1 : offer.line;
      const fair = shifted && mean !== undefined ? overProbability(mean, line) : offer.over;
      const over = clampProbability(fair + noise.normal(0, 0.015));
      quotes.push({
        bookmaker: book,
        propType: market.key,
        playerName: player.name,
        team: player.team,
        line,
        overOdds: bookPrice(over, VIG),
        underOdds: bookPrice(1 - over, VIG),
      });
    }
  }
  return quotes;
};
