import { describe, expect, it } from 'vitest';
import { nbaBoard, nbaLines } from './nba-board';
import type { NbaGame } from './nba-types';

const game = (id: string, short: string, long: string, date: string): NbaGame => ({
  id,
  date,
  status: { short, long },
  teams: {
    visitors: { name: 'Away City', nickname: 'Away', logo: '' },
    home: { name: 'Home City', nickname: 'Home', logo: '' },
  },
  scores: { visitors: { points: null, linescore: [] }, home: { points: null, linescore: [] } },
});

describe('NBA board', () => {
  it('hides finished games and puts live games first', () => {
    const games = [
      game('later', 'NS', 'Not Started', '2026-11-22T22:00:00Z'),
      game('ft', 'FT', 'Finished', '2026-11-22T12:00:00Z'),
      game('aot', 'AOT', 'After Over Time', '2026-11-22T12:00:00Z'),
      game('final', 'X', 'Final', '2026-11-22T12:00:00Z'),
      game('q3', 'Q3', 'Quarter 3', '2026-11-22T17:00:00Z'),
      game('sooner', 'NS', 'Not Started', '2026-11-22T20:00:00Z'),
    ];
    expect(nbaBoard(games).map((entry) => entry.id)).toEqual(['q3', 'sooner', 'later']);
  });

  it('reads moneyline, spread and total from the fullest bookmaker', () => {
    const lines = nbaLines({
      game: { id: 'g' },
      bookmakers: [
        { id: 1, name: 'FD', bets: [{ id: 1, name: 'Home/Away', values: [{ value: 'Home', odd: '-150' }] }] },
        {
          id: 2,
          name: 'DK+FD',
          bets: [
            {
              id: 1,
              name: 'Home/Away',
              values: [
                { value: 'Home', odd: '-140' },
                { value: 'Away', odd: '+120' },
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
            {
              id: 4,
              name: 'Over/Under',
              values: [
                { value: 'Over 224.5', odd: '-105' },
                { value: 'Under 224.5', odd: '-115' },
              ],
            },
          ],
        },
      ],
    });
    expect(lines).toEqual({
      bookmaker: 'DK+FD',
      moneyline: { visitors: { odd: '+120' }, home: { odd: '-140' } },
      spread: { visitors: { line: '+3.5', odd: '-110' }, home: { line: '-3.5', odd: '-110' } },
      totals: { over: { line: '224.5', odd: '-105' }, under: { line: '224.5', odd: '-115' } },
    });
    expect(nbaLines(undefined)).toBeUndefined();
  });
});
