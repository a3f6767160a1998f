import { SPORTS } from '@sb/domain';
import type { SportsEvent } from '../catalogue/catalogue-types';
import { isLiveStatus, isOpenForLiveBoard } from '../catalogue/event-status';

export type SportTab = { value: string; label: string; count: number };

const byKickoff = (a: SportsEvent, b: SportsEvent) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt);

/** Spec section 2 "Live Betting": every game not finished, the ones in play first, then by start time. */
export function openGames(events: readonly SportsEvent[]): SportsEvent[] {
  const open = events.filter((event) => isOpenForLiveBoard(event.status));
  return [
    ...open.filter((event) => isLiveStatus(event.status)).sort(byKickoff),
    ...open.filter((event) => !isLiveStatus(event.status)).sort(byKickoff),
  ];
}

/** All, then one tab per sport that has games, in the book's sport order, each with its count. */
export function sportTabs(games: readonly SportsEvent[]): SportTab[] {
  const counts = new Map<string, number>();
  games.forEach((game) => counts.set(game.sport, (counts.get(game.sport) ?? 0) + 1));
  const known = SPORTS.filter((sport) => counts.has(sport));
  const others = [...counts.keys()].filter((sport) => !(SPORTS as readonly string[]).includes(sport)).sort();
  return [
    { value: 'all', label: 'All', count: games.length },
    ...[...known, ...others].map((sport) => ({ value: sport, label: sport, count: counts.get(sport) ?? 0 })),
  ];
}

export const gamesOfTab = (games: readonly SportsEvent[], tab: string): SportsEvent[] =>
  tab === 'all' ? [...games] : games.filter((game) => game.sport === tab);
