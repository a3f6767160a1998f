import { americanOdds, formatOdds } from '@sb/web-kit';

/** Odds the server stored; a value outside American odds is shown raw rather than breaking the list. */
export function oddsLabel(odds: number): string {
  return Number.isSafeInteger(odds) && Math.abs(odds) >= 100 ? formatOdds(americanOdds(odds)) : String(odds);
}
