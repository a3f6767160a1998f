import { describe, expect, it } from 'vitest';
import { bookmakerCode, bookmakerLabel } from './bookmaker-label.js';

describe('bookmakerCode', () => {
  it.each([
    ['DraftKings', 'DK'],
    ['draftkings', 'DK'],
    ['FanDuel', 'FD'],
    ['BetMGM', 'MGM'],
    ['William Hill (US)', 'CZR'],
    ['MyBookie.ag', 'MYB'],
    ['lowvig', 'LOW'],
  ])('of %s is %s', (bookmaker, code) => {
    expect(bookmakerCode(bookmaker)).toBe(code);
  });
});

describe('bookmakerLabel', () => {
  it.each([
    [['FanDuel', 'DraftKings'], 'DK+FD'],
    [['DraftKings'], 'DK'],
    [['fanduel'], 'FD'],
    [['DraftKings', 'draftkings', 'FanDuel'], 'DK+FD'],
    [['Caesars', 'BetMGM', 'FanDuel'], 'FD+CZR+MGM'],
    [['!!!', 'DraftKings'], 'DK'],
    [[], ''],
  ])('of %j is %s', (bookmakers, label) => {
    expect(bookmakerLabel(bookmakers)).toBe(label);
  });
});
