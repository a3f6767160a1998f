import type { PricedMarket } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { baseballLeagues } from './baseball-leagues.js';
import { toApiSportsNbaGame, type NbaGameSource } from './nba-games.js';
import { toApiSportsNbaOdds } from './nba-odds.js';
import { countryFlagDataUri, initialsOf, teamLogoDataUri } from './svg-badges.js';

const game: NbaGameSource = {
  gameId: 'nba-1',
  scheduledAt: '2030-11-21T00:40:00.000Z',
  status: 'in_progress',
  period: 'Q3',
  homeTeam: 'Boston Harbor Hawks',
  awayTeam: 'Denver Summit',
  homeScore: 71,
  awayScore: 66,
};

const none = { line: null, awayLine: null, homeOdds: null, awayOdds: null, overOdds: null, underOdds: null };

describe('API-Sports shapes', () => {
  it('shows an NBA game with status, nicknames, drawn logos and points only once it has started', () => {
    const live = toApiSportsNbaGame(game);
    expect(live).toMatchObject({
      id: 'nba-1',
      date: '2030-11-21T00:40:00.000Z',
      status: { short: 'Q3', long: 'Quarter 3' },
      teams: { home: { name: 'Boston Harbor Hawks', nickname: 'Harbor Hawks' }, visitors: { nickname: 'Summit' } },
      scores: { home: { points: 71 }, visitors: { points: 66 } },
    });
    expect(live.teams.home.logo).toMatch(/^data:image\/svg\+xml,/);
    const upcoming = toApiSportsNbaGame({ ...game, status: 'scheduled', period: null, homeScore: 0, awayScore: 0 });
    expect(upcoming.status).toEqual({ short: 'NS', long: 'Not Started' });
    expect(upcoming.scores.home.points).toBeNull();
    const overtime = [
      { period: 'Q4', home: 20, away: 25 },
      { period: 'OT', home: 12, away: 8 },
    ];
    expect(toApiSportsNbaGame({ ...game, status: 'final', periodScores: overtime }).status.short).toBe('AOT');
    expect(toApiSportsNbaGame({ ...game, status: 'final' }).status.short).toBe('FT');
  });

  it('writes the main markets as API-Sports bets with American odds, one bookmaker per label', () => {
    const markets = [
      { ...none, marketType: 'moneyline', homeOdds: -150, awayOdds: 130, bookmaker: 'DK+FD' },
      { ...none, marketType: 'spread', line: -3.5, awayLine: 3.5, homeOdds: -110, awayOdds: -110, bookmaker: 'DK+FD' },
      { ...none, marketType: 'totals', line: 221.5, overOdds: -105, underOdds: -115, bookmaker: 'DK' },
      { ...none, marketType: 'totals_q1', line: 55.5, overOdds: -110, underOdds: -110, bookmaker: 'DK' },
    ] as PricedMarket[];
    expect(toApiSportsNbaOdds('nba-1', markets)).toEqual({
      game: { id: 'nba-1' },
      bookmakers: [
        {
          id: 1,
          name: 'DK+FD',
          bets: [
            {
              id: 1,
              name: 'Home/Away',
              values: [
                { value: 'Home', odd: '-150' },
                { value: 'Away', odd: '+130' },
              ],
            },
            {
              id: 3,
              name: 'Asian Handicap',
              values: [
                { value: 'Home -3.5', odd: '-110' },
                { value: 'Away +3.5', odd: '-110' },
              ],
            },
          ],
        },
        {
          id: 2,
          name: 'DK',
          bets: [
            {
              id: 4,
              name: 'Over/Under',
              values: [
                { value: 'Over 221.5', odd: '-105' },
                { value: 'Under 221.5', odd: '-115' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('lists baseball leagues with drawn logos and flags and seasons newest first, the current one marked', () => {
    const leagues = baseballLeagues({ currentSeason: 2030 });
    const mlb = leagues.find((league) => league.name === 'MLB');
    expect(mlb).toMatchObject({ type: 'League', country: { name: 'USA' } });
    expect(mlb?.seasons.slice(0, 2)).toEqual([
      { season: 2030, current: true },
      { season: 2029, current: false },
    ]);
    expect(mlb?.seasons.filter((season) => season.current)).toHaveLength(1);
    expect(leagues.every((league) => league.logo.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(new Set(leagues.map((league) => league.id)).size).toBe(leagues.length);
  });

  it('draws the same badge for the same name and escapes what it writes', () => {
    expect(teamLogoDataUri('Arsenal')).toBe(teamLogoDataUri('Arsenal'));
    expect(teamLogoDataUri('Arsenal')).not.toBe(teamLogoDataUri('Chelsea'));
    expect(decodeURIComponent(countryFlagDataUri('<script>'))).not.toContain('<script>');
    expect([initialsOf('Los Angeles Lakers'), initialsOf('Arsenal'), initialsOf('South Korea')]).toEqual([
      'LAL',
      'ARS',
      'SK',
    ]);
  });
});
