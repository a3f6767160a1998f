import { describe, expect, it } from 'vitest';
import { eventCount, filterProps, groupProps, propSelection, tabOfSport, tabOfValue, tabValue } from './prop-board';
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

const props = [
  prop('1', 'player_points', 'LeBron Jameson'),
  prop('2', 'player_points', 'Anna Bell'),
  prop('3', 'player_rebounds', 'Jamie Rose'),
  prop('4', 'player_pass_yds', 'Tom Brady Jr', 'NFL'),
  prop('5', 'player_points', 'Gone Player', 'NBA', 'in_progress'),
];

describe('prop builder board', () => {
  it('keeps scheduled games, the tab’s sport and names containing the search in any case', () => {
    expect(filterProps(props, 'All Sports', '').map((p) => p.id)).toEqual(['1', '2', '3', '4']);
    expect(filterProps(props, 'NFL', '').map((p) => p.id)).toEqual(['4']);
    expect(filterProps(props, 'All Sports', 'JAM').map((p) => p.id)).toEqual(['1', '3']);
  });

  it('groups by prop type, the largest group first, players by name within a game', () => {
    const groups = groupProps(filterProps(props, 'NBA', ''));
    expect(groups.map((group) => [group.label, group.props.map((p) => p.playerName)])).toEqual([
      ['Points', ['Anna Bell', 'LeBron Jameson']],
      ['Rebounds', ['Jamie Rose']],
    ]);
    expect(eventCount(props)).toBe(2);
  });

  it("leads with the sport's headline market, even when a combo is offered more", () => {
    const props = [
      prop('1', 'player_points_assists', 'A One'),
      prop('2', 'player_points_assists', 'B Two'),
      prop('3', 'player_points', 'C Three'),
    ];
    expect(groupProps(props).map((group) => group.label)).toEqual(['Points', 'Points + Assists']);
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
    expect(propSelection(props[0] as PlayerProp, 'over')).toMatchObject({
      marketType: 'player_points',
      side: 'over',
      line: 20.5,
      propId: '1',
      label: 'LeBron Jameson Over',
    });
    expect(propSelection(props[0] as PlayerProp, 'under')).toBeUndefined();
  });
});
