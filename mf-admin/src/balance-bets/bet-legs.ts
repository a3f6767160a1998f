import { americanOdds, formatOdds } from '@sb/web-kit';
import type { AdminBetLeg } from '../api/admin-types';

const MARKET_LABELS: Record<string, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  totals: 'Total',
  spread_h1: '1st Half Spread',
  totals_h1: '1st Half Total',
  team_total_home: 'Team Total',
  team_total_away: 'Team Total',
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'player_pass_yds' -> 'Player Pass Yds': prop markets are many; their keys read well enough this way. */
export const marketLabel = (marketType: string): string =>
  MARKET_LABELS[marketType] ?? marketType.split('_').filter(Boolean).map(capitalise).join(' ');

const signedLine = (line: number) => (line > 0 ? `+${line}` : String(line));

/** Odds the server stored; a value outside American odds is shown raw rather than breaking the list. */
export function oddsLabel(odds: number): string {
  return Number.isSafeInteger(odds) && Math.abs(odds) >= 100 ? formatOdds(americanOdds(odds)) : String(odds);
}

/** What was backed, as a bettor would say it: 'Kansas City ML', 'Boston -1.5', 'Over 9.5', 'J. Doe Over 24.5'. */
export function pickLabel(leg: AdminBetLeg): string {
  const { selection, line, marketType, event } = leg;
  const side = selection === 'home' ? event.homeTeam : selection === 'away' ? event.awayTeam : undefined;
  if (leg.playerName) return [leg.playerName, capitalise(selection), line].filter((part) => part !== null).join(' ');
  if (side !== undefined) {
    if (marketType === 'moneyline') return `${side} ML`;
    return line === null ? side : `${side} ${signedLine(line)}`;
  }
  if (selection === 'over' || selection === 'under') {
    const team =
      marketType === 'team_total_home'
        ? `${event.homeTeam} `
        : marketType === 'team_total_away'
          ? `${event.awayTeam} `
          : '';
    return `${team}${capitalise(selection)}${line === null ? '' : ` ${line}`}`;
  }
  return line === null ? capitalise(selection) : `${capitalise(selection)} ${line}`;
}

export const matchupLabel = (leg: AdminBetLeg) => `${leg.event.awayTeam} @ ${leg.event.homeTeam}`;
