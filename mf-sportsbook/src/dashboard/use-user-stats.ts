import { useQuery } from '@tanstack/react-query';
import { getJson, useSession } from '@sb/web-kit';
import type { UserStats } from './bet-types';

/** The browser's IANA time zone ('Europe/Paris'): the server cuts the week into this player's days. */
export const playerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * GET /api/user/stats in the player's time zone. The key starts with '/api/user/stats', so the bet slip's and the
 * cash out's invalidations of that key refresh it.
 */
export function useUserStats() {
  const { user } = useSession();
  const timeZone = playerTimeZone();
  return useQuery<UserStats>({
    queryKey: ['/api/user/stats', timeZone],
    queryFn: ({ signal }) => getJson<UserStats>(`/api/user/stats?timeZone=${encodeURIComponent(timeZone)}`, { signal }),
    enabled: Boolean(user),
  });
}
