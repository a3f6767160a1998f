import type { TLiveStatusDto } from '@sb/contracts';
import { useQuery } from '@tanstack/react-query';

/** Spec section 7: GET /api/events/live-status every 30 s. */
export const LIVE_STATUS_POLL_MS = 30_000;

/** True while any event is in progress; sidebar and header read the same cached query. */
export function useHasLiveGames(): boolean {
  const { data } = useQuery<TLiveStatusDto>({
    queryKey: ['/api/events/live-status'],
    refetchInterval: LIVE_STATUS_POLL_MS,
  });
  return data?.hasLiveGames === true;
}
