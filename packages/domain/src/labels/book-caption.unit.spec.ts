import { describe, expect, it } from 'vitest';
import { bookmakerLabel } from '../odds/aggregate/bookmaker-label.js';
import { bookCaption, bookNames } from './book-caption.js';

describe('book captions', () => {
  it('names one book, or says how many books a merged price came from and which', () => {
    expect(bookCaption('DK')).toBe('From DraftKings');
    expect(bookCaption('DK+FD')).toBe('Merged from 2 books: DraftKings, FanDuel');
    expect(bookCaption('DK+FD+MGM')).toBe('Merged from 3 books: DraftKings, FanDuel, BetMGM');
    expect(bookCaption('')).toBe('');
  });

  it("names every book the aggregation's label can carry, keeping an unknown code as it is", () => {
    const label = bookmakerLabel(['Caesars', 'BetRivers', 'Bovada', 'Pinnacle', 'ESPN BET', 'MyBookie.ag']);
    expect(bookNames(label)).toEqual(['Bovada', 'BetRivers', 'Caesars', 'ESPN BET', 'MYB', 'Pinnacle']);
  });
});
