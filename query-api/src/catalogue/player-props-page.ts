import { invalid } from '@sb/domain';

/** What a filtered, paged GET /api/player-props asks for (any of its parameters present). */
export type PropsQuery = {
  sport?: string;
  search?: string;
  propType?: string;
  offset: number;
  limit: number;
};

export const PROPS_PAGE_MAX = 200;
const PROPS_PAGE_DEFAULT = 24;
const PARAMETERS = ['sport', 'search', 'propType', 'offset', 'limit'] as const;

type Prop = { propType: string; playerName: string; eventId: string; event: { sport: string; scheduledAt: string } };

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > max) throw invalid(`${name} must be a whole number from 0 to ${max}`);
  return value;
}

/**
 * The query string of GET /api/player-props, or undefined when it has none of the paging parameters: then the
 * spec's answer (every prop) is served unchanged. A parameter given twice or out of range is a 400.
 */
export function parsePropsQuery(query: Record<string, string | string[] | undefined>): PropsQuery | undefined {
  if (!PARAMETERS.some((name) => query[name] !== undefined)) return undefined;
  const one = (name: (typeof PARAMETERS)[number]) => {
    const value = query[name];
    if (Array.isArray(value)) throw invalid(`${name} must be given once`);
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const limit = wholeNumber('limit', one('limit'), PROPS_PAGE_DEFAULT, PROPS_PAGE_MAX);
  if (limit === 0) throw invalid(`limit must be a whole number from 1 to ${PROPS_PAGE_MAX}`);
  return {
    sport: one('sport'),
    search: one('search'),
    propType: one('propType'),
    offset: wholeNumber('offset', one('offset'), 0, Number.MAX_SAFE_INTEGER),
    limit,
  };
}

const byKickoffThenName = (a: Prop, b: Prop) =>
  Date.parse(a.event.scheduledAt) - Date.parse(b.event.scheduledAt) ||
  a.playerName.localeCompare(b.playerName) ||
  a.propType.localeCompare(b.propType);

/**
 * One page of the props that match: sport (any case), a case-insensitive piece of the player's name, and the prop
 * type; earliest games first. The totals count every match, and `propTypes` counts the matches of each prop type
 * (before the prop type filter), so a client can draw its groups and page each one.
 */
export function pagePlayerProps<P extends Prop>(props: readonly P[], query: PropsQuery) {
  const sport = query.sport?.toLowerCase();
  const needle = query.search?.toLowerCase();
  const matching = props.filter(
    (prop) =>
      (sport === undefined || sport === 'all' || prop.event.sport.toLowerCase() === sport) &&
      (needle === undefined || prop.playerName.toLowerCase().includes(needle)),
  );
  const counts = new Map<string, number>();
  for (const prop of matching) counts.set(prop.propType, (counts.get(prop.propType) ?? 0) + 1);
  const ofType = query.propType === undefined ? matching : matching.filter((p) => p.propType === query.propType);
  const sorted = [...ofType].sort(byKickoffThenName);
  return {
    playerProps: sorted.slice(query.offset, query.offset + query.limit),
    totalProps: sorted.length,
    totalEvents: new Set(sorted.map((prop) => prop.eventId)).size,
    offset: query.offset,
    limit: query.limit,
    propTypes: [...counts].map(([propType, count]) => ({ propType, count })),
  };
}
