import { describe, expect, it } from 'vitest';
import { priceProps } from './price-props.js';
import { prop } from './testing/feed-fixtures.js';

describe('priceProps', () => {
  it('prices one prop per player and market on the most common line, labelled by the books used', () => {
    const props = priceProps('g7', [
      prop('draftkings', 'Marcus Hale', 'player_pass_yds', 264.5, -115, -105),
      prop('fanduel', 'Marcus Hale', 'player_pass_yds', 264.5, -105, -115),
      prop('fanduel', 'Marcus Hale', 'player_pass_tds', 1.5, 120, -150),
    ]);
    expect(props).toEqual([
      {
        id: 'g7:marcus-hale:player_pass_tds',
        propType: 'player_pass_tds',
        playerName: 'Marcus Hale',
        team: 'Boston Harbor Hawks',
        line: 1.5,
        overOdds: 120,
        underOdds: -150,
        bookmaker: 'FD',
        books: [{ bookmaker: 'FD', line: 1.5, overOdds: 120, underOdds: -150 }],
      },
      {
        id: 'g7:marcus-hale:player_pass_yds',
        propType: 'player_pass_yds',
        playerName: 'Marcus Hale',
        team: 'Boston Harbor Hawks',
        line: 264.5,
        overOdds: -110,
        underOdds: -110,
        bookmaker: 'DK+FD',
        books: [
          { bookmaker: 'DK', line: 264.5, overOdds: -115, underOdds: -105 },
          { bookmaker: 'FD', line: 264.5, overOdds: -105, underOdds: -115 },
        ],
      },
    ]);
  });

  it('keeps the team when only one book names it, and null when none does', () => {
    const [named] = priceProps('g7', [
      prop('draftkings', 'Ana Ruiz', 'player_points', 20.5, -110, -110, null),
      prop('fanduel', 'Ana Ruiz', 'player_points', 20.5, -110, -110, 'Reno Aces'),
    ]);
    expect(named?.team).toBe('Reno Aces');
    const [unnamed] = priceProps('g7', [prop('draftkings', 'Ana Ruiz', 'player_points', 20.5, -110, -110, null)]);
    expect(unnamed?.team).toBeNull();
  });

  it('gives the same id to the same player and market in the same game, whatever the line', () => {
    const at = (line: number) => priceProps('g7', [prop('draftkings', 'José Núñez', 'batter_hits', line, 110, -140)]);
    expect(at(0.5)[0]?.id).toBe('g7:jose-nunez:batter_hits');
    expect(at(1.5)[0]?.id).toBe(at(0.5)[0]?.id);
  });

  it('drops a prop with a side missing or invalid', () => {
    expect(priceProps('g7', [prop('draftkings', 'Ana Ruiz', 'player_points', 20.5, -110, 99)])).toEqual([]);
  });
});
