import type { SlipSelection, SlipSide } from '../bet-slip/slip-selection';
import { formatLine, selectionId } from '../bet-slip/slip-selection';
import type { MarketRow } from './catalogue-types';

/** The teams of a game, as every market label needs them. */
export type Matchup = { id: string; homeTeam: string; awayTeam: string };

const PERIOD_NAMES: Readonly<Record<string, string>> = {
  q1: '1st Quarter',
  q2: '2nd Quarter',
  q3: '3rd Quarter',
  q4: '4th Quarter',
  h1: '1st Half',
  h2: '2nd Half',
  p1: '1st Period',
  p2: '2nd Period',
  p3: '3rd Period',
  f5: 'First 5 Innings',
};

const MAIN_NAMES: Readonly<Record<string, string>> = { moneyline: 'Moneyline', spread: 'Spread', totals: 'Total' };

/** The period of 'spread_h1' ('1st Half'), or undefined for a whole-game market. */
export const periodName = (marketType: string): string | undefined =>
  PERIOD_NAMES[marketType.slice(marketType.lastIndexOf('_') + 1)];

/** 'Moneyline', '1st Half Spread', 'Lakers Team Total'. */
export function marketLabel(marketType: string, matchup: Matchup): string {
  if (marketType === 'team_total_home') return `${matchup.homeTeam} Team Total`;
  if (marketType === 'team_total_away') return `${matchup.awayTeam} Team Total`;
  const main = MAIN_NAMES[marketType.split('_')[0] ?? ''] ?? marketType;
  const period = periodName(marketType);
  return period ? `${period} ${main}` : main;
}

/** Team totals are quoted over/under, but the slip should say whose total it is. */
function sideLabel(side: SlipSide, row: MarketRow, matchup: Matchup): string {
  if (side === 'home') return matchup.homeTeam;
  if (side === 'away') return matchup.awayTeam;
  const word = side === 'over' ? 'Over' : 'Under';
  if (row.marketType === 'team_total_home') return `${matchup.homeTeam} ${word}`;
  if (row.marketType === 'team_total_away') return `${matchup.awayTeam} ${word}`;
  return word;
}

const ODDS_OF_SIDE = { home: 'homeOdds', away: 'awayOdds', over: 'overOdds', under: 'underOdds' } as const;

export const sideOdds = (row: MarketRow | undefined, side: SlipSide): number | null =>
  row ? row[ODDS_OF_SIDE[side]] : null;

/** The line POST /api/bets expects: a spread's away side uses awayLine, moneylines have none. */
export function sideLine(row: MarketRow, side: SlipSide): number | null {
  if (row.marketType.startsWith('moneyline')) return null;
  return side === 'away' && row.marketType.startsWith('spread') ? row.awayLine : row.line;
}

/** The small text above the price: '-3.5' for a spread, 'O 224.5' for a total, nothing for a moneyline. */
export function buttonLine(row: MarketRow | undefined, side: SlipSide): string | undefined {
  if (!row) return undefined;
  const line = sideLine(row, side);
  if (line === null) return undefined;
  if (side === 'over') return `O ${line}`;
  if (side === 'under') return `U ${line}`;
  return formatLine(side, line);
}

/** One side of a market row as a slip selection, or undefined when that side has no price. */
export function marketSelection(matchup: Matchup, row: MarketRow, side: SlipSide): SlipSelection | undefined {
  const odds = sideOdds(row, side);
  if (odds === null) return undefined;
  return {
    id: selectionId(matchup.id, row.marketType, side),
    eventId: matchup.id,
    marketType: row.marketType,
    side,
    line: sideLine(row, side),
    odds,
    label: sideLabel(side, row, matchup),
    marketLabel: marketLabel(row.marketType, matchup),
    eventLabel: `${matchup.awayTeam} @ ${matchup.homeTeam}`,
    bookmaker: row.bookmaker,
  };
}
