import { describe, expect, it } from 'vitest';
import { matchInitials, playerNameKey } from './player-identity.js';
import { priceProps } from './price-props.js';
import { prop } from './testing/feed-fixtures.js';

/** The Brooklyn at Toronto recording (2024-02-22): DraftKings and FanDuel on player_points. */
const points = (book: 'draftkings' | 'fanduel', name: string, line: number, over: number, under: number) =>
  prop(book, name, 'player_points', line, over, under, null);

describe('player identity across books', () => {
  it('writes names in one normal form: case, accents, punctuation, suffixes, short first names', () => {
    expect(playerNameKey('Cameron Johnson')).toBe('cameron johnson');
    expect(playerNameKey('Cam Johnson')).toBe('cameron johnson');
    expect(playerNameKey('Nic Claxton')).toBe(playerNameKey('Nicolas Claxton'));
    expect(playerNameKey('Bruce Brown Jr')).toBe(playerNameKey('Bruce Brown'));
    expect(playerNameKey('Wendell Carter Jr.')).toBe('wendell carter');
    expect(playerNameKey('Lonnie Walker IV')).toBe('lonnie walker');
    expect(playerNameKey('Mike Conley')).toBe(playerNameKey('Michael Conley'));
    expect(playerNameKey('Dorian Finney-Smith')).toBe(playerNameKey('Dorian Finney Smith'));
    expect(playerNameKey('P.J. Washington')).toBe(playerNameKey('PJ Washington'));
    expect(playerNameKey("Day'Ron Sharpe")).toBe('dayron sharpe');
    expect(playerNameKey('José  NÚÑEZ')).toBe('jose nunez');
    expect(playerNameKey('Bones Hyland')).toBe(playerNameKey("Nah'Shon Hyland"));
  });

  it('keeps a suffix that is all the surname there is, and a one-word name', () => {
    expect(playerNameKey('Malcolm V')).toBe('malcolm v');
    expect(playerNameKey('Neymar')).toBe('neymar');
  });

  it('joins an initial to the one full name of the event it fits, and leaves an ambiguous one alone', () => {
    expect(matchInitials(['j isaac', 'jonathan isaac']).get('j isaac')).toBe('jonathan isaac');
    const two = matchInitials(['j smith', 'jalen smith', 'jordan smith']);
    expect(two.get('j smith')).toBe('j smith');
  });

  it.each([
    ['Cameron Johnson', 'Cam Johnson', 'cameron-johnson'],
    ['Nicolas Claxton', 'Nic Claxton', 'nicolas-claxton'],
    ['Cameron Thomas', 'Cam Thomas', 'cameron-thomas'],
    ['Bruce Brown', 'Bruce Brown Jr', 'bruce-brown'],
  ])('merges DraftKings %s and FanDuel %s into one prop with both books', (dk, fd, slug) => {
    const props = priceProps('f9f3', [
      points('draftkings', dk, 11.5, -140, 110),
      points('fanduel', fd, 11.5, -122, 100),
    ]);
    expect(props).toHaveLength(1);
    const [merged] = props;
    expect(merged?.id).toBe(`f9f3:${slug}:player_points`);
    expect(merged?.playerName).toBe(dk.length >= fd.length ? dk : fd);
    expect(merged?.bookmaker).toBe('DK+FD');
    expect(merged?.books).toEqual([
      { bookmaker: 'DK', line: 11.5, overOdds: -140, underOdds: 110 },
      { bookmaker: 'FD', line: 11.5, overOdds: -122, underOdds: 100 },
    ]);
  });

  it('shows both books when they hang different lines (Cam Johnson: DK 11.5, FD 10.5)', () => {
    const [merged, ...rest] = priceProps('f9f3', [
      points('draftkings', 'Cameron Johnson', 11.5, -105, -125),
      points('fanduel', 'Cam Johnson', 10.5, -122, 100),
    ]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ playerName: 'Cameron Johnson', line: 11.5, overOdds: -105, bookmaker: 'DK' });
    expect(merged?.books).toEqual([
      { bookmaker: 'DK', line: 11.5, overOdds: -105, underOdds: -125 },
      { bookmaker: 'FD', line: 10.5, overOdds: -122, underOdds: 100 },
    ]);
  });

  it('does not merge two different players: other names, or one name on two teams', () => {
    const different = priceProps('g', [
      points('draftkings', 'Cameron Johnson', 11.5, -105, -125),
      points('fanduel', 'Keldon Johnson', 11.5, -105, -125),
      points('fanduel', 'Cameron Payne', 6.5, -110, -110),
    ]);
    expect(different.map((p) => p.playerName).sort()).toEqual(['Cameron Johnson', 'Cameron Payne', 'Keldon Johnson']);
    const sameName = priceProps('g', [
      prop('draftkings', 'Marcus Morris', 'player_points', 9.5, -110, -110, 'Philadelphia 76ers'),
      prop('draftkings', 'Markieff Morris', 'player_points', 5.5, -110, -110, 'Dallas Mavericks'),
      prop('draftkings', 'Jaylen Williams', 'player_points', 12.5, -110, -110, 'Oklahoma City Thunder'),
      prop('fanduel', 'Jaylen Williams', 'player_points', 8.5, -110, -110, 'Portland Trail Blazers'),
    ]);
    expect(sameName).toHaveLength(4);
    expect(new Set(sameName.map((p) => p.id)).size).toBe(4);
  });
});
