import type { BookmakerKey, Sport } from '@sb/domain';
import { hash32, randomFrom } from './prng.js';
import { leaguesOf, type Team } from './teams.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One game starts in every slot: with games about 20 minutes long, one or two are always live. */
export const SLOT_MS = 15 * MINUTE;
export const HORIZON_MS = 7 * 24 * HOUR;
/** Most games are listed a day ahead; marquee games as soon as they enter the 7-day horizon. */
const SHORT_LISTING_MS = 24 * HOUR;
const MARQUEE_SHARE = 0.25;

const SPORT_WEIGHTS: readonly (readonly [Sport, number])[] = [
  ['NBA', 17],
  ['NCAAB', 15],
  ['NHL', 14],
  ['MLB', 14],
  ['Soccer', 14],
  ['NCAAF', 10],
  ['NFL', 9],
  ['MMA', 7],
];

export type ScheduledGame = {
  gameId: string;
  slot: number;
  sport: Sport;
  league: string;
  home: Team;
  away: Team;
  startsAt: number;
  listedFrom: number;
  /** A few games never start: postponed or cancelled at `disruptedAt`, some hours before the start. */
  disruption: { kind: 'postponed' | 'cancelled'; at: number } | null;
  /** When each book starts quoting game markets; a book absent from the map never quotes the game. */
  quotesFrom: Partial<Record<BookmakerKey, number>>;
};

const pickSport = (roll: number): Sport => {
  const total = SPORT_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [sport, weight] of SPORT_WEIGHTS) {
    left -= weight;
    if (left < 0) return sport;
  }
  return 'NBA';
};

/** Ids carry a tag of the seed, so a log written under one FEED_SEED never mixes with another seed's games. */
export const seedTag = (seed: string) => hash32(seed).toString(36).slice(0, 4);

/** The game of one slot: a pure function of the seed and the slot number. */
export const scheduledGame = (seed: string, slot: number): ScheduledGame => {
  const random = randomFrom(seed, 'slot', slot);
  const sport = pickSport(random.next());
  const league = random.pick(leaguesOf(sport));
  const home = random.pick(league.teams);
  const away = random.pick(league.teams.filter((team) => team !== home));
  const startsAt = slot * SLOT_MS + random.pick([0, 5]) * MINUTE;
  const listedFrom = startsAt - (random.chance(MARQUEE_SHARE) ? HORIZON_MS : SHORT_LISTING_MS);
  const roll = random.next();
  const disruption =
    roll < 0.03
      ? { kind: 'postponed' as const, at: startsAt - random.int(1, 20) * HOUR }
      : roll < 0.045
        ? { kind: 'cancelled' as const, at: startsAt - random.int(1, 20) * HOUR }
        : null;
  // 70% of games are on both books, 15% on DraftKings only, 15% on FanDuel only.
  const coverage = random.next();
  const quotesFrom: ScheduledGame['quotesFrom'] = {};
  if (coverage < 0.85) quotesFrom.draftkings = startsAt - random.int(48, 96) * HOUR;
  if (coverage >= 0.15) quotesFrom.fanduel = startsAt - random.int(36, 84) * HOUR;
  const gameId = `${sport.toLowerCase()}-${seedTag(seed)}-${slot.toString(36)}`;
  return { gameId, slot, sport, league: league.name, home, away, startsAt, listedFrom, disruption, quotesFrom };
};

/**
 * Every game listed at `now`: listed already, and not yet aged out (`lingerMs` after its start, long enough for
 * any game to finish and be reported final).
 */
export const listedGames = (seed: string, now: number, lingerMs: number): ScheduledGame[] => {
  const first = Math.floor((now - lingerMs) / SLOT_MS);
  const last = Math.floor((now + HORIZON_MS) / SLOT_MS);
  const games: ScheduledGame[] = [];
  for (let slot = first; slot <= last; slot += 1) {
    const game = scheduledGame(seed, slot);
    if (game.listedFrom <= now && game.startsAt + lingerMs > now) games.push(game);
  }
  return games;
};
