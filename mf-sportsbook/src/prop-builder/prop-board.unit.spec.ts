import { describe, expect, it } from 'vitest';
import { orderGroups, propSelection, propsUrl, tabOfSport, tabOfValue, tabValue } from './prop-board';
import type { PlayerProp } from './prop-types';

const prop = (id: string, propType: string, playerName: string, sport = 'NBA', status = 'scheduled'): PlayerProp => ({
  id,
  eventId: `game-${sport}`,
  propType,
  playerName,
  team: 'Team',
  line: 20.5,
  overOdds: -110,
  underOdds: null,
  bookmaker: 'DK',
  event: { sport, league: sport, status, homeTeam: 'Home', awayTeam: 'Away', scheduledAt: '2026-11-22T18:00:00Z' },
});

describe('prop builder board', () => {
  it('asks the server for the tab, the search and one page, of one prop type when given', () => {
    expect(propsUrl({ tab: 'All Sports', search: '', limit: 1 })).toBe('/api/player-props?limit=1');
    expect(propsUrl({ tab: 'NBA', search: ' jam ', propType: 'player_points', limit: 16 })).toBe(
      '/api/player-props?sport=NBA&search=jam&propType=player_points&limit=16',
    );
  });

  it("leads with the sport's headline market, then the most offered, as the server counted them", () => {
    const groups = orderGroups([
      { propType: 'player_rebounds', count: 3 },
      { propType: 'player_points_assists', count: 9 },
      { propType: 'player_points', count: 2 },
    ]);
    expect(groups.map(({ label, count }) => [label, count])).toEqual([
      ['Points', 2],
      ['Points + Assists', 9],
      ['Rebounds', 3],
    ]);
  });

  it('gives each tab a value without spaces and finds the tab back from it', () => {
    expect(tabValue('All Sports')).toBe('all-sports');
    expect(tabOfValue('all-sports')).toBe('All Sports');
    expect(tabOfValue(tabValue('NCAAB'))).toBe('NCAAB');
  });

  it('opens the tab of a ?sport= link whatever its case', () => {
    expect([tabOfSport('nba'), tabOfSport('Soccer'), tabOfSport(null), tabOfSport('curling')]).toEqual([
      'NBA',
      'Soccer',
      'All Sports',
      'All Sports',
    ]);
  });

  it('bets a prop as its propType with the prop id, and not a side without odds', () => {
    const lebron = prop('1', 'player_points', 'LeBron Jameson');
    expect(propSelection(lebron, 'over')).toMatchObject({
      marketType: 'player_points',
      side: 'over',
      line: 20.5,
      propId: '1',
      label: 'LeBron Jameson Over',
    });
    expect(propSelection(lebron, 'under')).toBeUndefined();
  });
});
