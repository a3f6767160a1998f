import type { NbaGame, NbaOdds } from './nba-types';

/** Spec section 2 (NBA): finished games are hidden. */
const FINISHED = new Set(['FT', 'AOT', 'Finished', 'FINISHED', 'Final']);
const LIVE = new Set(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'HT', '1H', '2H', 'LIVE']);

export const isFinished = (game: NbaGame): boolean => FINISHED.has(game.status.short) || FINISHED.has(game.status.long);
export const isLive = (game: NbaGame): boolean => LIVE.has(game.status.short);

/** Live games first, then upcoming ones by date; finished ones left out. */
export function nbaBoard(games: readonly NbaGame[]): NbaGame[] {
  const byDate = (a: NbaGame, b: NbaGame) => Date.parse(a.date) - Date.parse(b.date);
  const open = games.filter((game) => !isFinished(game));
  return [...open.filter(isLive).sort(byDate), ...open.filter((game) => !isLive(game)).sort(byDate)];
}

/** One side's line and price as shown: '-3.5' and '-110', or just the price for a moneyline. */
export type Quote = { line?: string; odd: string };
export type NbaLines = {
  bookmaker: string;
  moneyline: { visitors?: Quote; home?: Quote };
  spread: { visitors?: Quote; home?: Quote };
  totals: { over?: Quote; under?: Quote };
};

type Bet = NbaOdds['bookmakers'][number]['bets'][number];

const value = (bet: Bet | undefined, prefix: string): Quote | undefined => {
  const found = bet?.values.find((entry) => entry.value === prefix || entry.value.startsWith(`${prefix} `));
  if (!found) return undefined;
  const line = found.value.slice(prefix.length).trim();
  return line === '' ? { odd: found.odd } : { line, odd: found.odd };
};

/** The lines of the bookmaker quoting most markets for a game: Home/Away, Asian Handicap and Over/Under. */
export function nbaLines(odds: NbaOdds | undefined): NbaLines | undefined {
  const bookmaker = [...(odds?.bookmakers ?? [])].sort((a, b) => b.bets.length - a.bets.length)[0];
  if (!bookmaker || bookmaker.bets.length === 0) return undefined;
  const bet = (name: string) => bookmaker.bets.find((candidate) => candidate.name === name);
  const moneyline = bet('Home/Away');
  const spread = bet('Asian Handicap');
  const totals = bet('Over/Under');
  return {
    bookmaker: bookmaker.name,
    moneyline: { visitors: value(moneyline, 'Away'), home: value(moneyline, 'Home') },
    spread: { visitors: value(spread, 'Away'), home: value(spread, 'Home') },
    totals: { over: value(totals, 'Over'), under: value(totals, 'Under') },
  };
}
