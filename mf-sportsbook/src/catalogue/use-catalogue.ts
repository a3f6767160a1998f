import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { MarketRow, SportsEvent } from './catalogue-types';
import { EVENTS_QUERY_KEY, MARKETS_QUERY_KEY } from './catalogue-types';

/**
 * Spec section 9 polling: events every 30 s on the sportsbook page and 5 s on live betting; markets every 30 s
 * on the sportsbook page, and every 3 s plus on window focus on live betting. Each screen passes its own
 * cadence; screens share the cached lists (react-query keeps unchanged rows as the same objects, so cards
 * whose odds did not move do not re-render).
 */
export function useEvents(intervalMs: number) {
  return useQuery<SportsEvent[]>({ queryKey: EVENTS_QUERY_KEY, refetchInterval: intervalMs });
}

export function useMarkets(intervalMs: number, { refetchOnWindowFocus = false } = {}) {
  return useQuery<MarketRow[]>({
    queryKey: MARKETS_QUERY_KEY,
    refetchInterval: intervalMs,
    // 'always': the app's queries never go stale on their own, so `true` would never refetch on focus.
    refetchOnWindowFocus: refetchOnWindowFocus ? 'always' : false,
  });
}

/** Market rows by event id, then by market type. */
export type MarketsByEvent = ReadonlyMap<string, ReadonlyMap<string, MarketRow>>;

export function groupMarkets(rows: readonly MarketRow[] | undefined): MarketsByEvent {
  const byEvent = new Map<string, Map<string, MarketRow>>();
  for (const row of rows ?? []) {
    const markets = byEvent.get(row.eventId) ?? new Map<string, MarketRow>();
    markets.set(row.marketType, row);
    byEvent.set(row.eventId, markets);
  }
  return byEvent;
}

export function useMarketsByEvent(rows: readonly MarketRow[] | undefined): MarketsByEvent {
  return useMemo(() => groupMarkets(rows), [rows]);
}

/**
 * A polled list as a screen draws it: a new list reaches the screen through useDeferredValue, so React renders it
 * as a transition, in slices, not in the one synchronous task react-query's store update would ask for.
 * `settling` is true while a first list has arrived and is not drawn yet (the screen keeps its skeleton).
 */
export function useDeferredList<T>(data: T | undefined): { data: T | undefined; settling: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, settling: data !== undefined && deferred === undefined };
}
