import type { SportsEvent } from '../catalogue/catalogue-types';
import type { MarketsByEvent } from '../catalogue/use-catalogue';

export type SportsbookBoard =
  | { kind: 'noGames' }
  | { kind: 'noOdds'; gameCount: number }
  | { kind: 'games'; featured: SportsEvent | undefined; live: SportsEvent[]; upcoming: SportsEvent[] };

/** A sport of 'all' or none means every sport; otherwise the sport matches whatever its case. */
export function filterBySport(events: readonly SportsEvent[], sport: string | undefined): SportsEvent[] {
  if (!sport || sport.toLowerCase() === 'all') return [...events];
  const wanted = sport.toLowerCase();
  return events.filter((event) => event.sport.toLowerCase() === wanted);
}

const byKickoff = (a: SportsEvent, b: SportsEvent) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt);

/**
 * Spec section 2 "Sportsbook list": Live Now is every in_progress game; the Featured Matchup is the earliest
 * scheduled game with odds; Upcoming Games are the other scheduled games with odds, by start time. With no
 * game at all the page says so; with games but no odds on any, it says how many are scheduled.
 */
export function buildBoard(
  events: readonly SportsEvent[],
  markets: MarketsByEvent,
  sport: string | undefined,
): SportsbookBoard {
  const shown = filterBySport(events, sport);
  const live = shown.filter((event) => event.status === 'in_progress');
  const scheduled = shown.filter((event) => event.status === 'scheduled');
  const gameCount = live.length + scheduled.length;
  if (gameCount === 0) return { kind: 'noGames' };

  const priced = (event: SportsEvent) => (markets.get(event.id)?.size ?? 0) > 0;
  const [featured, ...upcoming] = scheduled.filter(priced).sort(byKickoff);
  if (!featured && !live.some(priced)) return { kind: 'noOdds', gameCount };
  return { kind: 'games', featured, live: live.sort(byKickoff), upcoming };
}
