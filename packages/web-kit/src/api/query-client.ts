import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { getJson } from './http.js';

/** ['/api/bets', 42] -> '/api/bets/42': the spec's default data fetch. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  return queryKey.map((segment) => String(segment)).join('/');
}

export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => getJson(urlFromQueryKey(queryKey), { signal });

/**
 * Spec section 9 query defaults: no automatic refetch interval, no refetch on window focus, data never stale,
 * no retries. Screens that poll (live status 30 s, markets 3 s...) say so on their own query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
