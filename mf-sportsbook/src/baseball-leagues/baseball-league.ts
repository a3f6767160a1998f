import type { TBaseballLeagueDto } from '@sb/contracts';

/** GET /api/baseball-leagues (API-Sports shape, spec section 3 "Baseball league"), as the contracts define it. */
export type BaseballLeague = TBaseballLeagueDto;

/** Spec section 9: five seasons are shown. */
export const SEASONS_SHOWN = 5;

/** The newest five seasons, and how many more there are (the '+N more' badge). */
export function seasonsToShow(league: BaseballLeague): { shown: BaseballLeague['seasons']; more: number } {
  const newestFirst = [...league.seasons].sort((a, b) => b.season - a.season);
  return { shown: newestFirst.slice(0, SEASONS_SHOWN), more: Math.max(0, newestFirst.length - SEASONS_SHOWN) };
}
