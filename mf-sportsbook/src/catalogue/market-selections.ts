import { marketLabel, sideName } from '@sb/domain';
import type { SlipSelection, SlipSide } from '../bet-slip/slip-selection';
import { formatLine, selectionId } from '../bet-slip/slip-selection';
import type { MarketRow } from './catalogue-types';

/** The teams of a game, as every market label needs them. */
export type Matchup = { id: string; homeTeam: string; awayTeam: string };

const ODDS_OF_SIDE = {
  home: 'homeOdds',
  away: 'awayOdds',
  over: 'overOdds',
  under: 'underOdds',
  draw: 'drawOdds',
} as const;

/** A side's price; a two-way row has no Draw (null). */
export const sideOdds = (row: MarketRow | undefined, side: SlipSide): number | null =>
  row ? (row[ODDS_OF_SIDE[side]] ?? null) : null;

/** Soccer's three-way moneyline: a row that prices the Draw as well as both teams. */
export const hasDraw = (row: MarketRow | undefined): boolean => sideOdds(row, 'draw') !== null;

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
    label: sideName({ selection: side, event: matchup }),
    marketLabel: marketLabel(row.marketType, matchup),
    eventLabel: `${matchup.awayTeam} @ ${matchup.homeTeam}`,
    bookmaker: row.bookmaker,
  };
}
