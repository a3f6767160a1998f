import { describe, expect, it } from 'vitest';
import { pagePlayerProps, parsePropsQuery } from './player-props-page.js';

const prop = (playerName: string, propType: string, sport: string, scheduledAt: string, eventId = sport) => ({
  playerName,
  propType,
  eventId,
  event: { sport, scheduledAt },
});

const props = [
  prop('Anna Bell', 'player_points', 'NBA', '2026-12-01T20:00:00Z', 'g2'),
  prop('Ben Carr', 'player_points', 'NBA', '2026-12-01T19:00:00Z', 'g1'),
  prop('Ben Carr', 'player_assists', 'NBA', '2026-12-01T19:00:00Z', 'g1'),
  prop('Cal Dunn', 'player_pass_yds', 'NFL', '2026-12-02T18:00:00Z', 'g3'),
];

describe('GET /api/player-props with filters and pages', () => {
  it('keeps the spec answer when no paging parameter is given', () => {
    expect(parsePropsQuery({})).toBeUndefined();
    expect(parsePropsQuery({ other: 'x' })).toBeUndefined();
  });

  it('filters by sport (any case), name piece and prop type, earliest games first, one page at a time', () => {
    const nba = pagePlayerProps(props, parsePropsQuery({ sport: 'nba', limit: '2' })!);
    expect(nba.playerProps.map((p) => `${p.playerName} ${p.propType}`)).toEqual([
      'Ben Carr player_assists',
      'Ben Carr player_points',
    ]);
    expect([nba.totalProps, nba.totalEvents, nba.offset, nba.limit]).toEqual([3, 2, 0, 2]);
    expect(nba.propTypes).toEqual([
      { propType: 'player_points', count: 2 },
      { propType: 'player_assists', count: 1 },
    ]);
    const next = pagePlayerProps(props, parsePropsQuery({ sport: 'NBA', offset: '2', limit: '2' })!);
    expect(next.playerProps.map((p) => p.playerName)).toEqual(['Anna Bell']);
    const points = pagePlayerProps(props, parsePropsQuery({ search: 'CARR', propType: 'player_points' })!);
    expect(points.playerProps.map((p) => p.playerName)).toEqual(['Ben Carr']);
    expect(points.propTypes).toHaveLength(2);
  });

  it('refuses a bad page with a clear message', () => {
    expect(() => parsePropsQuery({ limit: '0' })).toThrow('limit must be a whole number from 1 to 200');
    expect(() => parsePropsQuery({ limit: '500' })).toThrow('limit must be a whole number from 0 to 200');
    expect(() => parsePropsQuery({ offset: '-1' })).toThrow('offset must be a whole number');
    expect(() => parsePropsQuery({ sport: ['NBA', 'NFL'] })).toThrow('sport must be given once');
  });
});
