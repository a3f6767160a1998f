/**
 * The side of a market a player picks: teams for moneyline and spread, over/under for totals and props, and the
 * Draw on soccer's three-way moneyline.
 */
export type SlipSide = 'home' | 'away' | 'over' | 'under' | 'draw';

/**
 * One pickable option (spec section 3 "Derived selection"), built from a market row or a player prop. It
 * carries what POST /api/bets needs and what the slip shows, so the slip never looks anything up.
 */
export type SlipSelection = {
  id: string;
  eventId: string;
  /** The market type ('spread_h1') or, for a prop, its propType ('player_points'). */
  marketType: string;
  side: SlipSide;
  /** The chosen side's line as in the row (a spread's away side uses awayLine); null for moneylines. */
  line: number | null;
  /** American odds. */
  odds: number;
  /** Who or which way, without the line (the line can move): 'Lakers', 'Over', 'LeBron James Over'. */
  label: string;
  /** Which market: 'Moneyline', '1st Half Spread', 'Points'. */
  marketLabel: string;
  /** 'Away @ Home'. */
  eventLabel: string;
  bookmaker?: string;
  /** Set for player props only. */
  propId?: string;
};

/** The same option always gets the same id, so toggling it twice removes it. */
export function selectionId(eventId: string, marketType: string, side: SlipSide, propId?: string): string {
  return [eventId, marketType, side, propId].filter((part) => part !== undefined).join('|');
}

/** Spread lines carry their sign (+3.5, -3.5); totals do not (Over 224.5). */
export function formatLine(side: SlipSide, line: number): string {
  if (side === 'over' || side === 'under') return String(line);
  return line > 0 ? `+${line}` : String(line);
}

/** 'Lakers', 'Lakers -3.5', 'Over 224.5', 'LeBron James Over 25.5'. */
export function selectionText({ label, side, line }: Pick<SlipSelection, 'label' | 'side' | 'line'>): string {
  return line === null ? label : `${label} ${formatLine(side, line)}`;
}
