import { marketLabel, matchupLabel, propMarketLabel, sideName } from '@sb/domain';
import type { SlipSelection } from '../bet-slip/slip-selection';
import { selectionId } from '../bet-slip/slip-selection';
import type { PlayerProp } from './prop-types';

/** Spec section 2 "Prop Builder": the sport tabs, in this order. */
export const PROP_SPORT_TABS = ['All Sports', 'NFL', 'NBA', 'MLB', 'NHL', 'NCAAF', 'NCAAB', 'Soccer', 'MMA'] as const;
export const ALL_SPORTS = 'All Sports';

export type PropGroup = { propType: string; label: string; count: number };

/** The tab a ?sport= link asks for (any case), or All Sports. */
export function tabOfSport(sport: string | null): string {
  const wanted = sport?.toLowerCase();
  return PROP_SPORT_TABS.find((tab) => tab.toLowerCase() === wanted) ?? ALL_SPORTS;
}

/**
 * Each sport's headline market opens the list (an NBA player's Points, not a combo), as the big books lead with
 * it; then the most offered first.
 */
const HEADLINE_PROP_TYPES = ['player_points', 'player_pass_yds', 'batter_hits', 'player_goals', 'player_shots_on_goal'];
const headlineRank = (propType: string) => {
  const rank = HEADLINE_PROP_TYPES.indexOf(propType);
  return rank < 0 ? HEADLINE_PROP_TYPES.length : rank;
};

/** A tab's value: no spaces, as Radix makes element ids of it ('All Sports' -> 'all-sports'). */
export const tabValue = (tab: string): string => tab.toLowerCase().replace(/\s+/g, '-');
export const tabOfValue = (value: string): string =>
  PROP_SPORT_TABS.find((tab) => tabValue(tab) === value) ?? ALL_SPORTS;

/** The Prop Builder's query: its tab and search, a page of `limit` props, of one prop type if given. */
export function propsUrl({
  tab,
  search,
  propType,
  limit,
}: {
  tab: string;
  search: string;
  propType?: string;
  limit: number;
}): string {
  const query = new URLSearchParams();
  if (tab !== ALL_SPORTS) query.set('sport', tab);
  if (search.trim() !== '') query.set('search', search.trim());
  if (propType !== undefined) query.set('propType', propType);
  query.set('limit', String(limit));
  return `/api/player-props?${query.toString()}`;
}

/** One group per prop type the server counted, the headline market first, then the most offered. */
export function orderGroups(propTypes: readonly { propType: string; count: number }[]): PropGroup[] {
  return propTypes
    .map(({ propType, count }) => ({ propType, label: propMarketLabel(propType), count }))
    .sort(
      (a, b) =>
        headlineRank(a.propType) - headlineRank(b.propType) || b.count - a.count || a.label.localeCompare(b.label),
    );
}

/** One side of a prop as a slip selection (marketType = propType, with the prop's id). */
export function propSelection(prop: PlayerProp, side: 'over' | 'under'): SlipSelection | undefined {
  const odds = side === 'over' ? prop.overOdds : prop.underOdds;
  if (odds === null) return undefined;
  return {
    id: selectionId(prop.eventId, prop.propType, side, prop.id),
    eventId: prop.eventId,
    marketType: prop.propType,
    side,
    line: prop.line,
    odds,
    label: sideName({ selection: side, playerName: prop.playerName, event: prop.event }),
    marketLabel: marketLabel(prop.propType, prop.event),
    eventLabel: matchupLabel(prop.event),
    bookmaker: prop.bookmaker,
    propId: prop.id,
  };
}
