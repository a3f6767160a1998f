import { countryFlagDataUri, teamLogoDataUri } from './svg-badges.js';

/** The spec's API-Sports baseball league: id, name, type, logo, country{name, flag}, seasons[{season, current}]. */
export type ApiSportsBaseballLeague = {
  id: number;
  name: string;
  type: 'League' | 'Cup';
  logo: string;
  country: { name: string; flag: string };
  seasons: { season: number; current: boolean }[];
};

/** id, name, type, country, first season: the world's main baseball competitions. */
const LEAGUES: readonly (readonly [number, string, 'League' | 'Cup', string, number])[] = [
  [1, 'MLB', 'League', 'USA', 2016],
  [2, 'NPB', 'League', 'Japan', 2016],
  [5, 'KBO', 'League', 'South Korea', 2016],
  [29, 'CPBL', 'League', 'Taiwan', 2018],
  [21, 'LMB', 'League', 'Mexico', 2017],
  [26, 'LIDOM', 'League', 'Dominican Republic', 2019],
  [27, 'LVBP', 'League', 'Venezuela', 2019],
  [30, 'Australian Baseball League', 'League', 'Australia', 2020],
  [64, 'NCAA Division I', 'Cup', 'USA', 2018],
  [31, 'Caribbean Series', 'Cup', 'World', 2022],
];

/**
 * Reference data for the Baseball Leagues screen, with every season from the first to `currentSeason` (newest
 * first; the screen shows five and a '+N more' badge). Logos and flags are drawn, never fetched.
 */
export const baseballLeagues = ({ currentSeason }: { currentSeason: number }): ApiSportsBaseballLeague[] =>
  LEAGUES.map(([id, name, type, country, first]) => ({
    id,
    name,
    type,
    logo: teamLogoDataUri(name),
    country: { name: country, flag: countryFlagDataUri(country) },
    seasons: Array.from({ length: Math.max(1, currentSeason - first + 1) }, (_, index) => {
      const season = currentSeason - index;
      return { season, current: season === currentSeason };
    }),
  }));
