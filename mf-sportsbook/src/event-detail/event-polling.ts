import { isLiveStatus } from '../catalogue/event-status';

/** While a game is in play its page polls as Live Betting does (spec section 9: events every 5 s). */
export const LIVE_EVENT_POLL_MS = 5_000;
/** A game not started yet is checked as the sportsbook page checks its list, so its start is seen. */
export const SCHEDULED_EVENT_POLL_MS = 30_000;

/** How often /events/{id} asks for its game again: fast in play, slowly before, never once it is over. */
export function eventPollInterval(status: string | undefined): number | false {
  if (status === undefined) return false;
  if (isLiveStatus(status)) return LIVE_EVENT_POLL_MS;
  return status === 'scheduled' ? SCHEDULED_EVENT_POLL_MS : false;
}

/** A game takes bets before it starts and while it is in play; afterwards its page says 'Betting closed'. */
export const isOpenForBetting = (status: string): boolean => status === 'scheduled' || isLiveStatus(status);
