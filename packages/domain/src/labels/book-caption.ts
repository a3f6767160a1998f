/**
 * Which books a merged price is from, in words: the small caption under a market on the event page. A row's
 * `bookmaker` lists the books' short codes joined with '+' (odds/aggregate's bookmakerLabel): 'DK+FD'.
 */

const BOOK_NAMES: Readonly<Record<string, string>> = {
  DK: 'DraftKings',
  FD: 'FanDuel',
  MGM: 'BetMGM',
  CZR: 'Caesars',
  BR: 'BetRivers',
  PB: 'PointsBet',
  ESPN: 'ESPN BET',
  BOV: 'Bovada',
  PIN: 'Pinnacle',
};

/** The books of a label, by name where the code is known ('DK+FD' -> ['DraftKings', 'FanDuel']). */
export const bookNames = (bookmaker: string): string[] =>
  bookmaker
    .split('+')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .map((code) => BOOK_NAMES[code] ?? code);

/** 'From DraftKings' for one book; 'Merged from 2 books: DraftKings, FanDuel' when prices were combined. */
export function bookCaption(bookmaker: string): string {
  const names = bookNames(bookmaker);
  if (names.length <= 1) return names[0] === undefined ? '' : `From ${names[0]}`;
  return `Merged from ${names.length} books: ${names.join(', ')}`;
}
