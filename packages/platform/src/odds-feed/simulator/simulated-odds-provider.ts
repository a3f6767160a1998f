import { BOOKMAKERS, type FeedGame, type FeedGameProps } from '@sb/domain';
import { systemClock, type Clock, type FetchOptions, type OddsProvider } from '../odds-provider.js';
import { finalStats } from './box-score.js';
import { gameQuotes } from './game-quotes.js';
import { propQuotes } from './prop-quotes.js';
import { gameRosters } from './rosters.js';
import { listedGames, type ScheduledGame } from './schedule.js';
import { SPORT_MODELS } from './sport-models.js';
import { buildTimeline, momentAt, periodScores, type Timeline } from './timeline.js';
import { createWorldClock } from './world-clock.js';
import { yieldToRequests } from '../yield-to-requests.js';

export type SimulatorOptions = {
  /** FEED_SEED: the same seed (and clock) gives the same slate, scores, prices and results. */
  seed: string;
  /** FEED_SPEED: how much faster than real time games play (1: about 20 minutes a game, 60: about 20 seconds). */
  speed?: number;
  clock?: Clock;
  /** FEED_EPOCH (ms): the world's instant at creation, whatever the hour; see world-clock.ts. */
  epoch?: number;
  /** FEED_FROZEN: the world stays at its epoch. */
  frozen?: boolean;
  /** The stack's instant FEED_EPOCH maps onto (default: the clock at creation); see world-clock.ts. */
  startedAt?: number;
};

const HOUR = 3_600_000;

/**
 * The default odds provider: a simulated world that is a pure function of (seed, time). Nothing is stored, so
 * a restart with the same seed continues the same games, and any instant can be computed directly. FEED_EPOCH
 * pins the world's instant at start (and FEED_FROZEN holds it there), so tests start on the same slate at any hour.
 */
export const createSimulatedOddsProvider = ({
  seed,
  speed = 1,
  clock = systemClock,
  epoch,
  frozen,
  startedAt,
}: SimulatorOptions) => {
  if (!(speed > 0)) throw new RangeError(`FEED_SPEED must be above 0, got ${speed}`);
  const world = createWorldClock({ clock, epoch, frozen, startedAt });
  const longest = Math.max(...Object.values(SPORT_MODELS).map((model) => model.minutes)) * 2 * 60_000;
  // Finished games stay listed (as final) for a few hours before they age out of the slate.
  const lingerMs = longest / speed + 3 * HOUR;
  const timelines = new Map<string, Timeline>();

  const timelineOf = (game: ScheduledGame) => {
    const known = timelines.get(game.gameId);
    if (known) return known;
    const timeline = buildTimeline(seed, game, speed);
    timelines.set(game.gameId, timeline);
    return timeline;
  };

  const slate = (options: FetchOptions | undefined, now: number) => {
    const games = listedGames(seed, now, lingerMs).filter(
      (game) => !options?.sports || options.sports.includes(game.sport),
    );
    // Forget timelines of games that left the slate, so a long-running process does not grow without bound.
    const listed = new Set(games.map((game) => game.gameId));
    for (const gameId of timelines.keys()) if (!listed.has(gameId) && !options?.sports) timelines.delete(gameId);
    return games;
  };

  const feedGame = (game: ScheduledGame, now: number): FeedGame => {
    const timeline = timelineOf(game);
    const moment = momentAt(timeline, now);
    const players = gameRosters(seed, game);
    const result =
      moment.status === 'final'
        ? { periodScores: periodScores(timeline), playerStats: finalStats(seed, timeline, players) }
        : undefined;
    return {
      gameId: game.gameId,
      sport: game.sport,
      league: game.league,
      homeTeam: game.home.name,
      awayTeam: game.away.name,
      scheduledAt: new Date(world.toStackTime(game.startsAt)).toISOString(),
      ...(players.length > 0 ? { players } : {}),
      ...moment,
      ...(result ? { result } : {}),
      quotes: BOOKMAKERS.flatMap((book) => gameQuotes(seed, timeline, book, now)),
    };
  };

  const feedProps = (game: ScheduledGame, now: number): FeedGameProps => {
    const players = gameRosters(seed, game);
    const quotes = BOOKMAKERS.flatMap((book) => propQuotes(seed, game, players, book, now));
    return { gameId: game.gameId, sport: game.sport, quotes };
  };

  /** Game by game, letting requests through between games: a full slate of props is a long piece of work. */
  const eachGame = async <T>(games: readonly ScheduledGame[], quote: (game: ScheduledGame) => T): Promise<T[]> => {
    const quoted: T[] = [];
    for (const game of games) {
      await yieldToRequests();
      quoted.push(quote(game));
    }
    return quoted;
  };

  const provider: OddsProvider = {
    name: 'simulator',
    async fetchGames(options) {
      const now = world.now();
      const games = await eachGame(slate(options, now), (game) => feedGame(game, now));
      return { ok: true, value: { fetchedAt: new Date(clock()).toISOString(), games } };
    },
    async fetchPlayerProps(options) {
      const now = world.now();
      const games = await eachGame(slate(options, now), (game) => feedProps(game, now));
      return { ok: true, value: { fetchedAt: new Date(clock()).toISOString(), games } };
    },
  };
  return provider;
};
